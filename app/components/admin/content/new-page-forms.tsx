import { typedIn, type FormProblem } from "../form-problem";
import { TextField } from "../text-field";

/** What the last post of one of these forms found wrong, and what was typed. */
export type NewPageProblem = FormProblem;

/** Start a page of a kind at a new address, or copy one (last year's Easter) to a new address. */
export function NewPageForms({
  pages,
  newError,
  copyError,
}: {
  pages: readonly { file: string; title: string; path: string; unpublished: boolean }[];
  newError: NewPageProblem | null;
  copyError: NewPageProblem | null;
}) {
  return (
    <section aria-labelledby="new-heading">
      <h2 id="new-heading">Start a page</h2>
      <form method="post" className="card" aria-labelledby="new-heading" noValidate>
        <input type="hidden" name="intent" value="new" />
        <div className="field">
          <label htmlFor="new-type">Kind of page</label>
          <select id="new-type" name="type" defaultValue={newError?.values.type ?? "simple"}>
            <option value="simple">Simple page</option>
            <option value="ministry">Ministry page (with its mission first)</option>
            <option value="seasonal">Seasonal page (a day each year: Easter, Christmas Eve)</option>
          </select>
        </div>
        <TextField id="new-title" label="Title" wide {...typedIn(newError, "title")} />
        <TextField
          id="new-path"
          label="Address"
          hint="Like /ministries/women or /harvest"
          wide
          {...typedIn(newError, "path")}
        />
        <button type="submit" className="button">
          Start the page
        </button>
      </form>

      <h2 id="copy-heading">Copy a page</h2>
      <form method="post" className="card" aria-labelledby="copy-heading" noValidate>
        <input type="hidden" name="intent" value="duplicate" />
        <p className="field__hint">
          Last year&rsquo;s Easter page, for this year&rsquo;s: copy it to a new address, then edit the copy.
        </p>
        <div className="field">
          <label htmlFor="copy-from">Page to copy</label>
          <select id="copy-from" name="from" defaultValue={copyError?.values.from}>
            {pages
              .filter((page) => !page.unpublished)
              .map((page) => (
                <option key={page.file} value={page.file}>
                  {page.title} ({page.path})
                </option>
              ))}
          </select>
        </div>
        <TextField id="copy-path" label="New address" hint="Like /easter-2027" wide {...typedIn(copyError, "path")} />
        <button type="submit" className="button">
          Copy the page
        </button>
      </form>
    </section>
  );
}
