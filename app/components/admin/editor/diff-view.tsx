/** A line of a readable difference (app/features/editor/diff.ts), as a browser-safe shape. */
export interface DiffViewLine {
  kind: "same" | "added" | "removed" | "gap";
  text: string;
  before?: number;
  after?: number;
}

/**
 * The lines of a file that changed, with a few around each: removed lines
 * marked "−" and struck through, added lines "+"; both said in words to
 * screen readers. Readable on a phone (the lines wrap).
 */
export function DiffView({ lines, caption }: { lines: readonly DiffViewLine[]; caption: string }) {
  if (lines.length === 0) return <p className="muted">No difference.</p>;
  return (
    <table className="diff">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Before</th>
          <th scope="col">After</th>
          <th scope="col">Line</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className={`diff__${line.kind}`}>
            <td className="diff__number">{line.before ?? ""}</td>
            <td className="diff__number">{line.after ?? ""}</td>
            <td className="diff__text">
              {line.kind === "added" ? (
                <ins>
                  <span className="visually-hidden">Added: </span>
                  <span aria-hidden="true">+ </span>
                  {line.text}
                </ins>
              ) : line.kind === "removed" ? (
                <del>
                  <span className="visually-hidden">Removed: </span>
                  <span aria-hidden="true">− </span>
                  {line.text}
                </del>
              ) : line.kind === "gap" ? (
                <span className="muted">…</span>
              ) : (
                <span>
                  <span aria-hidden="true">{"  "}</span>
                  {line.text}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
