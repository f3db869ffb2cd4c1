import type { Route } from "./+types/autosave";
import { currentStaff } from "~/features/auth/staff.server";
import { LEFT_REVIEW, openForEditing, rightsFor, saveFromForm } from "~/features/editor/editing.server";
import { fileKindOf } from "~/features/editor/file-kinds";
import { formatChurchTime } from "~/lib/church-time";
import { describeError, log } from "~/server/logger.server";
import { readProtectedForm } from "~/server/protection.server";

/**
 * The autosave element's posts (app/elements/admin/draft-autosave.ts): the
 * edit form's fields, saved as the person's draft exactly as "Save draft"
 * would (issue 18: drafts save as you type). JSON in, JSON out; the script
 * sends the XSRF header. A failed save says why; the form keeps the text.
 */
const SESSION_ENDED = "Your session has ended: not saved. Copy your changes, then reload the page to sign in again.";
const NOT_SAVED = "Not saved just now; your last saved draft is kept. Press Save draft to try again.";

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = currentStaff(request, context.now);
  if (!staff) return Response.json({ ok: false, message: SESSION_ENDED }, { status: 401 });
  const file = params["*"] ?? "";
  const kind = fileKindOf(file);
  if (!kind || !rightsFor(staff, kind).draft) {
    return Response.json({ ok: false, message: "You may not change this file." }, { status: 403 });
  }
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) {
    return Response.json({ ok: false, message: submitted.refusal.message }, { status: submitted.refusal.status });
  }
  try {
    const editing = await openForEditing(staff.person.id, file);
    if (editing.unreadable) {
      return Response.json(
        { ok: false, message: "This file is not valid YAML, so its form cannot be saved." },
        { status: 409 },
      );
    }
    const saved = saveFromForm({ staff, editing, form: submitted.form, now: context.now });
    const time = formatChurchTime(context.now, "h:mm a", context.content.church.locale.timeZone);
    const message = `Draft saved at ${time}.${saved.leftReview ? ` ${LEFT_REVIEW}` : ""}`;
    return Response.json({ ok: true, message, problems: saved.problems.length });
  } catch (error) {
    log("error", "autosave failed", { file, error: describeError(error) });
    return Response.json({ ok: false, message: NOT_SAVED }, { status: 500 });
  }
}
