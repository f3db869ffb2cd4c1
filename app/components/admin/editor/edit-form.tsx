import type { FieldSpec } from "~/content/form/form-spec";
import { Field } from "./field";
import type { FormContext } from "./field-props";
import { problemsByField, type ProblemView } from "./problem-summary";

export interface EditFormProps {
  file: string;
  title: string;
  spec: FieldSpec;
  value: unknown;
  problems: readonly ProblemView[];
  /** The list item a button just acted on. */
  touched: string | null;
  pictures: FormContext["pictures"];
  timeZone: string;
  placeholders: FormContext["placeholders"];
  rights: { draft: boolean; publish: boolean };
  shownVersion: string;
  baseVersion: string;
  /** The page showed the draft waiting for review: a save from it says when the draft no longer is (issue 25). */
  inReview: boolean;
  hasDraft: boolean;
}

/**
 * A content file's whole form: its fields, then what can be done with it.
 * A plain form post; Enter in a field saves the draft (the first button),
 * never a list's Remove. The form carries the version of the file it was
 * opened from, which is how a publish over someone else's change is caught.
 */
export function EditForm(props: EditFormProps) {
  const errors = problemsByField(props.problems, props.file);
  const context: FormContext = {
    errors,
    pictures: props.pictures,
    open: new Set([...errors.keys(), ...(props.touched ? [props.touched] : [])]),
    timeZone: props.timeZone,
    placeholders: props.placeholders,
  };
  return (
    // The autosave element (app/elements/admin/draft-autosave.ts) saves the draft a pause after typing.
    <draft-autosave data-address={`/admin/autosave/${props.file}`}>
      <form method="post" noValidate className="edit-form" aria-label={`Edit ${props.title}`}>
        {/* The default button: what Enter in a field presses. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          Save draft
        </button>
        <input type="hidden" name="base" value={props.baseVersion} />
        <input type="hidden" name="shown" value={props.shownVersion} />
        {props.inReview ? <input type="hidden" name="inReview" value="1" /> : null}
        <Field spec={props.spec} path={[]} value={props.value} context={context} />
        <div className="action-bar">
          <button type="submit" name="intent" value="save" className="button button--quiet">
            Save draft
          </button>
          <button type="submit" name="intent" value="preview" formTarget="_blank" className="button button--quiet">
            Preview
          </button>
          {props.rights.publish ? (
            <button type="submit" name="intent" value="publish" className="button">
              Publish
            </button>
          ) : (
            <button type="submit" name="intent" value="submit" className="button">
              Send for review
            </button>
          )}
          {props.hasDraft ? (
            <button type="submit" name="intent" value="discard" className="button button--quiet">
              Discard draft
            </button>
          ) : null}
          <p className="muted autosave-status" role="status" data-autosave-status="" />
        </div>
      </form>
    </draft-autosave>
  );
}
