import { formatChurchTime } from "~/lib/church-time";
import { DiffView, type DiffViewLine } from "./diff-view";

export interface ConflictData {
  publishedBy: string | null;
  publishedAt: number | null;
  theirChange: DiffViewLine[] | null;
  difference: DiffViewLine[];
  mine: string;
  theirs: string;
}

/**
 * When someone else published the file after this person's draft began
 * (issue 18): their publish is never silently undone. Says who and when,
 * shows what they changed and what this draft would change now, both whole
 * texts, and the two ways on: carry their change into the draft and build on
 * their version, or discard the draft and start again from theirs.
 */
export function ConflictPanel({ conflict, timeZone }: { conflict: ConflictData; timeZone: string }) {
  const who = conflict.publishedBy ?? "Someone";
  const when = conflict.publishedAt
    ? ` on ${formatChurchTime(conflict.publishedAt, "MMM d 'at' h:mm a", timeZone)}`
    : "";
  return (
    <section className="card conflict" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">Someone else changed this file since you began</h2>
      <p>
        {who} published a new version{when}, after your draft began. Publishing your draft as it is would undo their
        change, so it is not published. Your draft is kept. To merge the two:
      </p>
      <ol>
        <li>
          Read what they changed (below), and make the same change in your draft&rsquo;s form if you want to keep it.
        </li>
        <li>
          Press <strong>Build on their version</strong>: your draft then counts as an edit of theirs, and{" "}
          <strong>Publish</strong> works again. What it would change is shown before you publish.
        </li>
        <li>
          Or press <strong>Discard my draft</strong> to start again from their version.
        </li>
      </ol>
      {conflict.theirChange ? <DiffView lines={conflict.theirChange} caption={`What ${who} changed`} /> : null}
      <DiffView lines={conflict.difference} caption="What publishing your draft would change now" />
      <details>
        <summary>Your version, whole</summary>
        <pre className="whole-text">{conflict.mine}</pre>
      </details>
      <details>
        <summary>The published version, whole</summary>
        <pre className="whole-text">{conflict.theirs}</pre>
      </details>
      <div className="button-row">
        <form method="post">
          <input type="hidden" name="intent" value="rebase" />
          <button type="submit" className="button">
            Build on their version
          </button>
        </form>
        <form method="post">
          <input type="hidden" name="intent" value="discard" />
          <button type="submit" className="button button--quiet">
            Discard my draft
          </button>
        </form>
      </div>
    </section>
  );
}
