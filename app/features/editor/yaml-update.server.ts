import { isDeepStrictEqual } from "node:util";
import {
  Composer,
  CST,
  Document,
  isMap,
  isNode,
  isScalar,
  isSeq,
  parse,
  Parser,
  parseDocument,
  type Scalar,
  type Node,
  type ToStringOptions,
} from "yaml";

/**
 * Writes a content file's new value into its YAML text (issue 18), so that
 * what a developer wrote by hand survives: comments, the order of keys, the
 * quoting and the line breaks of every value that did not change.
 *
 * - Only values changed (the common case: a person edits text): each changed
 *   scalar is rewritten in place in the file's syntax tree (yaml's CST); every
 *   other byte stays as it was.
 * - Keys or list items added, removed or moved: the yaml Document is edited,
 *   setting only what changed; comments and key order survive, list items keep
 *   their own comments when moved (`origins` says where each item came from),
 *   and long folded text may be wrapped again at 120 characters.
 *
 * Either way the result is parsed again and must read back as exactly the new
 * value, or the write is refused (a bug here must never change what a file says).
 * JSON files stay JSON.
 */

/** For each list (by its path, "sections" or "sections.2.items"), the index each item had in the source; null: new. */
export type ListOrigins = ReadonlyMap<string, readonly (number | null)[]>;

const FORMAT: ToStringOptions = { lineWidth: 120, flowCollectionPadding: true };

export function updateYaml(
  source: string | null,
  next: unknown,
  { origins = new Map(), json = false }: { origins?: ListOrigins; json?: boolean } = {},
): string {
  if (json) return `${JSON.stringify(next, null, 2)}\n`;
  const written =
    source === null || source.trim() === ""
      ? new Document(next).toString(FORMAT)
      : (scalarEdits(source, next) ?? structuralEdit(source, next, origins));
  const readBack: unknown = parse(written);
  if (!isDeepStrictEqual(readBack ?? null, next ?? null)) {
    throw new Error("the YAML written does not read back as the value: nothing was written");
  }
  return written;
}

type Path = readonly (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Edits in place when every difference is a scalar value of a node that exists; null otherwise. */
function scalarEdits(source: string, next: unknown): string | null {
  const tokens = [...new Parser().parse(source)];
  const documents = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  if (documents.length !== 1 || documents[0]!.errors.length > 0) return null;
  const document = documents[0]!;
  const changes: ScalarChange[] = [];
  if (!collectScalarChanges(document.contents, next, false, changes)) return null;
  if (changes.length === 0) return source;
  for (const { node, value, afterKey } of changes) {
    const token = node.srcToken;
    if (!token) return null;
    CST.setScalarValue(token, scalarSource(value), { type: scalarType(node, value), afterKey });
  }
  const written = tokens.map((token) => CST.stringify(token)).join("");
  // A value that changed type (a number written as text) must read back as written; if not, edit the document.
  try {
    return isDeepStrictEqual(parse(written), next) ? written : null;
  } catch {
    return null;
  }
}

interface ScalarChange {
  node: Scalar;
  value: unknown;
  /** A map's value (written after its key), not a list item. */
  afterKey: boolean;
}

function collectScalarChanges(node: unknown, value: unknown, afterKey: boolean, into: ScalarChange[]): boolean {
  if (isMap(node) && isRecord(value)) {
    const keys = node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key)));
    const wanted = Object.keys(value);
    if (keys.length !== wanted.length || wanted.some((key) => !keys.includes(key))) return false;
    return node.items.every((pair, index) => collectScalarChanges(pair.value, value[keys[index]!], true, into));
  }
  if (isSeq(node) && Array.isArray(value)) {
    if (node.items.length !== value.length) return false;
    return node.items.every((item, index) => collectScalarChanges(item, value[index], false, into));
  }
  if (isScalar(node) && (value === null || typeof value !== "object")) {
    if (node.value !== value) into.push({ node, value, afterKey });
    return true;
  }
  return false;
}

function scalarSource(value: unknown): string {
  return value === null ? "null" : String(value);
}

/** Keeps the way a value was written where it still reads back the same; text that could be misread is quoted. */
function scalarType(node: Scalar, value: unknown): Scalar.Type {
  if (typeof value !== "string") return "PLAIN";
  if (value.includes("\n")) return "BLOCK_LITERAL";
  const type = (node.type ?? "PLAIN") as Scalar.Type;
  if (type === "BLOCK_LITERAL" || type === "BLOCK_FOLDED" || type === "QUOTE_DOUBLE" || type === "QUOTE_SINGLE") {
    return type === "QUOTE_SINGLE" ? "QUOTE_DOUBLE" : type;
  }
  // Plain only where yaml itself would write it plain (no ": ", no leading "-", not a number or a boolean).
  const alone = new Document(value).toString({ lineWidth: 0 }).trimEnd();
  return alone === value ? "PLAIN" : "QUOTE_DOUBLE";
}

function structuralEdit(source: string, next: unknown, origins: ListOrigins): string {
  const document = parseDocument(source);
  if (document.errors.length > 0) throw new Error("the file is not valid YAML: nothing was written");
  document.contents = merge(document, document.contents, next, [], origins) as typeof document.contents;
  return document.toString(FORMAT);
}

function merge(document: Document, node: unknown, value: unknown, at: Path, origins: ListOrigins): Node {
  if (isMap(node) && isRecord(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in value)) node.delete(pair.key);
    }
    for (const [key, child] of Object.entries(value)) {
      const pair = node.items.find((item) => (isScalar(item.key) ? String(item.key.value) : String(item.key)) === key);
      if (pair) pair.value = merge(document, pair.value, child, [...at, key], origins);
      else node.set(key, fresh(document, child));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const before = [...node.items];
    const from = origins.get(at.join("."));
    // A comment above the first item belongs to the list in yaml's model: it stays with that item when it moves.
    if (from && node.commentBefore && isNode(before[0]) && !before[0].commentBefore) {
      before[0].commentBefore = node.commentBefore;
      node.commentBefore = undefined;
    }
    node.items = value.map((child, index) => {
      // Moved items keep their own node (and comments); without origins, items stay where they were.
      const origin = from ? from[index] : index < before.length ? index : null;
      const previous = origin === null || origin === undefined ? undefined : before[origin];
      return previous === undefined
        ? fresh(document, child)
        : merge(document, previous, child, [...at, index], origins);
    });
    return node;
  }
  if (isScalar(node) && (value === null || typeof value !== "object")) {
    if (node.value === value) return node;
    node.value = value;
    if (typeof value === "string" && value.includes("\n")) node.type = "BLOCK_LITERAL";
    else if (node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED") node.type = undefined;
    return node;
  }
  return fresh(document, value);
}

/** A node for a value the file did not have: Markdown with line breaks as a literal block. */
function fresh(document: Document, value: unknown): Node {
  const node = document.createNode(value);
  const literal = (inner: unknown) => {
    if (isScalar(inner) && typeof inner.value === "string" && inner.value.includes("\n")) inner.type = "BLOCK_LITERAL";
    else if (isMap(inner)) inner.items.forEach((pair) => literal(pair.value));
    else if (isSeq(inner)) inner.items.forEach(literal);
  };
  literal(node);
  return node;
}
