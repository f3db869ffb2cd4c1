import { structuredPatch } from "diff";

/**
 * A readable difference between two texts of a file (jsdiff): the changed
 * lines with three lines around each change, numbered as in each version.
 * For revision history and for merging a conflict by hand.
 */

export interface DiffLine {
  kind: "same" | "added" | "removed" | "gap";
  text: string;
  /** Line number in the old text (same, removed) and in the new (same, added). */
  before?: number;
  after?: number;
}

export function readableDiff(before: string | null, after: string | null): DiffLine[] {
  const patch = structuredPatch("before", "after", before ?? "", after ?? "", "", "", { context: 3 });
  const lines: DiffLine[] = [];
  patch.hunks.forEach((hunk, index) => {
    if (index > 0 || hunk.oldStart > 1) lines.push({ kind: "gap", text: "…" });
    let oldLine = hunk.oldStart;
    let newLine = hunk.newStart;
    for (const line of hunk.lines) {
      const mark = line[0];
      const text = line.slice(1);
      if (mark === "\\") continue; // "\ No newline at end of file"
      if (mark === "+") lines.push({ kind: "added", text, after: newLine++ });
      else if (mark === "-") lines.push({ kind: "removed", text, before: oldLine++ });
      else lines.push({ kind: "same", text, before: oldLine++, after: newLine++ });
    }
  });
  return lines;
}

/** How many lines were added and removed. */
export function diffSummary(lines: readonly DiffLine[]): { added: number; removed: number } {
  return {
    added: lines.filter((line) => line.kind === "added").length,
    removed: lines.filter((line) => line.kind === "removed").length,
  };
}
