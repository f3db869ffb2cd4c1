// `node scripts/import-cycles.mjs`: fails when a module of app/ imports itself
// through others (issue 29: no circles). Imports are read and resolved by the
// TypeScript compiler with the project's tsconfig (the ~/ alias included), and
// `import type` counts too: a circle of types is still two files that cannot be
// read apart. Runs in `npm run lint` and, through its test, in the unit tests.
// No eslint plugin for this is installed (eslint-plugin-import-x would be one
// more package for one rule).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every .ts and .tsx file under `dir` (declaration files aside). */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Which files of `dir` each file of `dir` imports: a map from file to files, paths relative to the project. */
export function importGraph(dir = path.join(root, "app")) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  const options = config?.options ?? {};
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const inside = path.resolve(dir) + path.sep;
  const graph = new Map();
  for (const file of sourceFiles(dir)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (resolved && path.resolve(resolved).startsWith(inside)) targets.add(path.relative(root, resolved));
    }
    graph.set(path.relative(root, file), [...targets].sort());
  }
  return graph;
}

/**
 * The circles of a graph (Tarjan's strongly connected components): each one as
 * the path of imports that leads from its first file back to that file.
 */
export function findImportCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  function visit(node) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfImport) components.push(component);
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => cyclePath(graph, new Set(component)));
}

/** One way round a circle: from its first file (alphabetically) through its members back to it. */
function cyclePath(graph, members) {
  const start = [...members].sort()[0];
  // Breadth-first from the start's imports, staying inside the circle, until the start comes round again.
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) way.splice(1, 0, at);
        return [...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles(importGraph());
  for (const cycle of cycles) console.error(`✗ import circle: ${cycle.join(" → ")}`);
  if (cycles.length) process.exit(1);
  console.log("✓ no import circles in app/");
}
