import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, SerializedError, TestModule } from "vitest/node";

/**
 * `npm test`'s record of why a Vitest run failed, written to VITEST_PROBLEMS_FILE and repeated by
 * scripts/test.mjs beside its summary (the last lines a CI log shows): failed tests, files that failed outside a
 * test (an import, a hook), and errors no test caught (a timer or promise that threw after its test ended),
 * each with where it happened. A run that passes writes an empty file.
 */
function describe(error: SerializedError): string {
  const where = error.stacks?.[0];
  const at = where ? ` (${path.relative(process.cwd(), where.file)}:${where.line})` : "";
  return `${error.name ?? "Error"}: ${error.message.split("\n")[0]}${at}`;
}

export default class ProblemsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    const file = process.env.VITEST_PROBLEMS_FILE;
    if (!file) return;
    const lines: string[] = [];
    for (const module of modules) {
      const name = path.relative(process.cwd(), module.moduleId);
      for (const error of module.errors()) lines.push(`✗ ${name}, outside its tests: ${describe(error)}`);
      for (const test of module.children.allTests("failed")) {
        const first = test.result().errors?.[0];
        lines.push(`✗ ${name} › ${test.fullName}${first ? `: ${describe(first)}` : ""}`);
      }
    }
    for (const error of unhandled) {
      const origin = typeof error.testPath === "string" ? ` in ${path.relative(process.cwd(), error.testPath)}` : "";
      lines.push(`✗ an error no test caught${origin}: ${describe(error)}`);
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, lines.map((line) => `${line}\n`).join(""));
  }
}
