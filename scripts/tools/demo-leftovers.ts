import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Scalar } from "yaml";
import { fieldName, type ContentProblem } from "~/content/read-files.server";

/**
 * What a church's folder still has of the demo church (issue 26): its
 * pictures (by content or by path), their descriptions, its name, address,
 * phone, e-mail and staff, its sample videos, its featured event and its
 * redirects. `content:check` lists them as warnings. The demo is read from its
 * own folder each time, so the list follows the demo as it changes.
 */

export const DEMO_DIR = demoFolder();

/** content/redwood-coast of this checkout, found upwards from here (the tool also runs bundled, from node_modules/.cache). */
function demoFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "content", "redwood-coast", "church.yaml")) && path.dirname(dir) !== dir)
    dir = path.dirname(dir);
  return path.join(dir, "content", "redwood-coast");
}

const WARNING = "warning" as const;
const BINARY_FOLDERS = ["images", "files", "fonts"];

async function filesIn(dir: string, under = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesIn(dir, relative)));
    else files.push(relative);
  }
  return files;
}

const isBinary = (file: string) => BINARY_FOLDERS.includes(file.split("/")[0]!);

async function hashOf(file: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(file))
    .digest("hex");
}

type Visit = (node: Scalar, field: (string | number)[]) => void;

function walk(node: unknown, field: (string | number)[], visit: Visit): void {
  if (isMap(node))
    for (const pair of node.items)
      walk(pair.value, [...field, isScalar(pair.key) ? String(pair.key.value) : "?"], visit);
  else if (isSeq(node)) node.items.forEach((item, index) => walk(item, [...field, index], visit));
  else if (isScalar(node) && typeof node.value === "string") visit(node, field);
}

interface YamlFile {
  file: string;
  contents: Node | null;
  lineCounter: LineCounter;
}

async function yamlFiles(dir: string, files: string[]): Promise<YamlFile[]> {
  const parsed: YamlFile[] = [];
  for (const file of files.filter((name) => /\.(ya?ml|json)$/.test(name) && !name.startsWith("schema/"))) {
    const lineCounter = new LineCounter();
    const document = parseDocument(await readFile(path.join(dir, file), "utf8"), { lineCounter });
    parsed.push({ file, contents: document.errors.length ? null : (document.contents as Node | null), lineCounter });
  }
  return parsed;
}

const last = (field: (string | number)[]) => field[field.length - 1];

/** What the demo church is known by: exact values for some fields, words that may sit inside any text. */
async function demoFingerprints(demoDir: string, sizes: Set<number>) {
  const files = await filesIn(demoDir);
  const pictures = new Map<string, string>();
  const picturePaths = new Set<string>();
  for (const file of files.filter(isBinary)) {
    picturePaths.add(file);
    // Only a file of the same size can be the same file: the others need no hash (content:check stays quick).
    if (sizes.has((await stat(path.join(demoDir, file))).size))
      pictures.set(await hashOf(path.join(demoDir, file)), file);
  }
  const alts = new Set<string>();
  const videos = new Set<string>();
  const words = new Map<string, string>();
  let featured: string | null = null;
  const redirects = new Set<string>();
  for (const { file, contents } of await yamlFiles(demoDir, files)) {
    walk(contents, [], (node, field) => {
      const value = String(node.value);
      const key = last(field);
      if (key === "alt") alts.add(value);
      if (key === "embedUrl") videos.add(value);
      if (file === "integrations.yaml" && field.join(".") === "planningCenter.featuredEventName") featured = value;
      if (file !== "church.yaml") return;
      const [top, , second] = field;
      if (field.length === 1 && (top === "name" || top === "email"))
        words.set(value, top === "name" ? "name" : "e-mail address");
      if ((top === "address" || top === "mailingAddress") && field[1] === "street") words.set(value, "street address");
      if (top === "phone") words.set(value, "phone number");
      if (top === "staff" && (second === "name" || second === "email"))
        words.set(value, second === "name" ? "staff member" : "e-mail address");
    });
    if (file === "navigation.yaml" && isMap(contents)) {
      const list = contents.get("redirects");
      if (isSeq(list))
        for (const item of list.items) if (isMap(item)) redirects.add(`${item.get("from")} → ${item.get("to")}`);
    }
  }
  return { pictures, picturePaths, alts, videos, words, featured: featured as string | null, redirects };
}

/** Warnings for each thing in `dir` that comes from the demo church; none when `dir` is the demo itself. */
export async function demoLeftovers(dir: string, demoDir = DEMO_DIR): Promise<ContentProblem[]> {
  const [own, demo] = await Promise.all([realpath(dir), realpath(demoDir)]);
  if (own === demo) return [];
  const files = await filesIn(dir);
  const binaries = await Promise.all(
    files.filter(isBinary).map(async (file) => ({ file, size: (await stat(path.join(dir, file))).size })),
  );
  const known = await demoFingerprints(demoDir, new Set(binaries.map((binary) => binary.size)));
  const problems: ContentProblem[] = [];
  for (const { file } of binaries) {
    // A demo picture's own name marks it even re-saved; the logo's is the name every church is told to use.
    const byName = known.picturePaths.has(file) && !/^images\/logo\.(svg|png)$/.test(file);
    const same = known.pictures.get(await hashOf(path.join(dir, file))) ?? (byName ? file : null);
    if (same)
      problems.push({
        file,
        message: `is the demo church's ${same.startsWith("images/") ? "picture" : "file"} (${same}): put your own in its place`,
        severity: WARNING,
      });
  }
  for (const { file, contents, lineCounter } of await yamlFiles(dir, files)) {
    const at = (node: Scalar, field: (string | number)[], message: string) =>
      problems.push({
        file,
        field: fieldName(field),
        line: node.range ? lineCounter.linePos(node.range[0]).line : undefined,
        message,
        severity: WARNING,
      });
    walk(contents, [], (node, field) => {
      const value = String(node.value);
      const key = last(field);
      if (key === "alt" && known.alts.has(value))
        return at(node, field, "describes a picture of the demo church: describe your own picture");
      if (key === "embedUrl" && known.videos.has(value))
        return at(node, field, "is the demo church's video: link your own, or remove it");
      if (
        file === "integrations.yaml" &&
        field.join(".") === "planningCenter.featuredEventName" &&
        value === known.featured
      )
        return at(node, field, `"${value}" is the demo church's featured event: name one of yours, or remove it`);
      for (const [word, what] of known.words)
        if (value.includes(word)) return at(node, field, `names the demo church's ${what} (${word}): write your own`);
    });
    if (file === "navigation.yaml" && isMap(contents)) {
      const list = contents.get("redirects");
      if (isSeq(list))
        list.items.forEach((item, index) => {
          if (!isMap(item) || !known.redirects.has(`${item.get("from")} → ${item.get("to")}`)) return;
          const from = item.get("from", true);
          at(
            isScalar(from) ? from : (item as unknown as Scalar),
            ["redirects", index],
            `${item.get("from")} → ${item.get("to")} is the demo church's old address: remove it unless your site had one`,
          );
        });
    }
  }
  return problems;
}
