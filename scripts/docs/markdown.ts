import GithubSlugger from "github-slugger";
import MarkdownIt from "markdown-it";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The docs as the tests beside this file read them: parsed by markdown-it (the site's own Markdown parser),
 * headings turned into anchors by github-slugger, the rules GitHub uses, so a link that works here works
 * when the repository is read on GitHub.
 */

export const root = fileURLToPath(new URL("../..", import.meta.url));

export type Token = ReturnType<InstanceType<typeof MarkdownIt>["parse"]>[number];

const parser = new MarkdownIt({ html: true });

/** README.md, every guide in docs/ (decisions included) and every folder README under app/, relative to the root. */
export function docFiles(): string[] {
  const walk = (dir: string, keep: (name: string) => boolean): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(relative, keep);
      return keep(entry.name) ? [relative] : [];
    });
  return [
    "README.md",
    ...walk("docs", (name) => name.endsWith(".md")),
    ...walk("app", (name) => name === "README.md"),
  ].sort();
}

export function read(file: string): string {
  return readFileSync(path.join(root, file), "utf8");
}

export function tokens(file: string): Token[] {
  return parser.parse(read(file), {});
}

/** Every token, inline children included, in document order. */
export function flatTokens(file: string): Token[] {
  return tokens(file).flatMap((token) => [token, ...(token.children ?? [])]);
}

const anchorsByFile = new Map<string, Set<string>>();

/** The anchors GitHub gives the file's headings (a repeated heading gets -1, -2…), read once a file. */
export function anchors(file: string): Set<string> {
  const known = anchorsByFile.get(file);
  if (known) return known;
  const slugger = new GithubSlugger();
  const list = tokens(file);
  const found = new Set<string>();
  list.forEach((token, index) => {
    if (token.type !== "heading_open") return;
    const text = (list[index + 1]?.children ?? [])
      .filter((child) => child.type === "text" || child.type === "code_inline")
      .map((child) => child.content)
      .join("");
    found.add(slugger.slug(text));
  });
  // An HTML anchor written by hand: <a id="…"> or <a name="…">.
  for (const match of read(file).matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(match[1]!);
  anchorsByFile.set(file, found);
  return found;
}

export interface Link {
  file: string;
  line: number;
  target: string;
}

/** Every link and picture the file names (inline and reference style: markdown-it resolves both). */
export function links(file: string): Link[] {
  const result: Link[] = [];
  let line = 1;
  for (const block of tokens(file)) {
    // A table cell's inline token has no line of its own: the row's, seen just before, stands for it.
    if (block.map) line = block.map[0] + 1;
    for (const token of block.children ?? []) {
      const target =
        token.type === "link_open" ? token.attrGet("href") : token.type === "image" ? token.attrGet("src") : null;
      if (target !== null) result.push({ file, line, target: String(target) });
    }
  }
  return result;
}

/** The text of every inline code span (`like this`). */
export function codeSpans(file: string): string[] {
  return flatTokens(file)
    .filter((token) => token.type === "code_inline")
    .map((token) => token.content);
}

/** The cells of each row of the file's tables, as the inline tokens of each cell. */
export function tableRows(file: string): Token[][] {
  const rows: Token[][] = [];
  let row: Token[] | undefined;
  for (const token of tokens(file)) {
    if (token.type === "tr_open") row = [];
    else if (token.type === "tr_close" && row) {
      rows.push(row);
      row = undefined;
    } else if (token.type === "inline" && row) row.push(token);
  }
  return rows;
}

/**
 * What a relative link names is there: the file or folder, and the heading its #anchor names. Answers a
 * problem, or null when the link resolves. Links to other sites and mail addresses are not checked here.
 */
export function linkProblem(link: Link, missingAllowed: ReadonlySet<string> = new Set()): string | null {
  const { target } = link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  if (target.startsWith("/"))
    return "an absolute path: write it relative to the file (or as `code` for a site address)";
  const [pathPart = "", anchor] = target.split("#", 2);
  const resolved =
    pathPart === "" ? link.file : path.normalize(path.join(path.dirname(link.file), decodeURI(pathPart)));
  if (resolved.startsWith("..")) return "names a file outside the repository";
  if (!existsSync(path.join(root, resolved))) {
    return missingAllowed.has(resolved) ? null : `${resolved} does not exist`;
  }
  if (anchor === undefined) return null;
  if (!resolved.endsWith(".md")) return `an anchor into ${resolved}, which is not Markdown`;
  return anchors(resolved).has(anchor) ? null : `${resolved} has no heading whose anchor is #${anchor}`;
}
