import { FormView } from "~/components/forms/form-view";
import type { FormPageView } from "~/lib/form-view";
import type { ResolvedSection } from "~/content/model";
import { SectionFrame } from "./frame";

/** A page's `form` section (issue 35): one of the church's forms, as on its own page; it posts to /forms/<id>. */
export function FormSection({
  section,
  view,
}: {
  section: Extract<ResolvedSection, { type: "form" }>;
  view: FormPageView | undefined;
}) {
  return (
    <SectionFrame section={section} className="form-section">
      <div className="readable">{view ? <FormView view={view} /> : null}</div>
    </SectionFrame>
  );
}
