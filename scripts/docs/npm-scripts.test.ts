import { expect, test } from "vitest";
import { docFiles, read } from "./markdown";

/** Every `npm run <name>` the README, the guides and the folders' READMEs name is a script of package.json. */
const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);

/** The script names a text runs (`npm run x`, `npm run -s x`, across a line break too). */
function npmRunNames(text: string): string[] {
  return [...text.matchAll(/npm\s+run\s+(?:(?:-s|--silent)\s+)?([a-z][\w:.-]*)/g)].map((match) => match[1]!);
}

test("the names are read as a shell would run them", () => {
  expect(npmRunNames("`npm run -s visits:export > v.csv`, npm run\nbench:sign-ups and `npm run …`")).toEqual([
    "visits:export",
    "bench:sign-ups",
  ]);
});

test("every npm run the docs name exists in package.json", () => {
  const missing = docFiles().flatMap((file) =>
    npmRunNames(read(file))
      .filter((name) => !scripts.includes(name))
      .map((name) => `${file}: npm run ${name}`),
  );
  expect(missing).toEqual([]);
});
