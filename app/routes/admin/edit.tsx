import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/edit";
import { Notice } from "~/components/admin/staff-shell";
import { ConflictPanel } from "~/components/admin/editor/conflict-panel";
import { EditForm } from "~/components/admin/editor/edit-form";
import { ProblemSummary } from "~/components/admin/editor/problem-summary";
import { recordAudit } from "~/features/auth/audit-log.server";
import { NOT_ALLOWED, requireStaff } from "~/features/auth/staff.server";
import { discardDraft, getDraft, rebaseDraft, submitDraft } from "~/features/editor/drafts.server";
import { editPage } from "~/features/editor/edit-page.server";
import { LEFT_REVIEW, openForEditing, rightsFor, saveFromForm, valueFromForm } from "~/features/editor/editing.server";
import { describe } from "~/content/form/form-schema";
import { lockFields } from "~/content/form/form-spec";
import { FILE_SCHEMAS, fileKindOf } from "~/features/editor/file-kinds";
import { publish, type Problem } from "~/features/editor/publish.server";
import { formatChurchTime } from "~/lib/church-time";
import { staffTitle } from "~/components/admin/staff-title";
import { describeError, log } from "~/server/logger.server";
import { readProtectedForm } from "~/server/protection.server";
import { EditorStyles } from "~/components/admin/editor/editor-styles";

/**
 * One content file in its form (issue 18): the person's draft if they have
 * one, else the published file. Save draft keeps everything (problems and
 * all); Publish checks it as the site would and writes the file; a
 * contributor sends it for review instead. A publish over someone else's
 * newer change is refused, with what is needed to merge by hand.
 */
export const meta: Route.MetaFunction = (args) => [
  { title: staffTitle(args, args.data ? `Edit ${args.data.title}` : "Edit") },
];

function fileOf(params: Route.LoaderArgs["params"]) {
  const file = params["*"] ?? "";
  const kind = fileKindOf(file);
  if (!kind) throw data({ message: "There is no such content file." }, { status: 404 });
  return { file, kind };
}

// Signed in is enough here: rightsFor says who may edit which file (a treasurer, giving.yaml alone).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requireStaff(request, context.now);
  const { file, kind } = fileOf(params);
  const rights = rightsFor(staff, kind);
  if (!rights.draft) throw data({ message: NOT_ALLOWED }, { status: 403 });
  return editPage(staff, file, kind, rights, request, context);
}

type Answer = {
  notice?: { tone: "success" | "error" | "info"; text: string };
  problems?: Problem[];
  touched?: string | null;
  value?: unknown;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(request, context.now);
  const { file, kind } = fileOf(params);
  const rights = rightsFor(staff, kind);
  if (!rights.draft) throw data({ message: NOT_ALLOWED }, { status: 403 });
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) {
    return data<Answer>({ notice: { tone: "error", text: submitted.refusal.message } }, submitted.refusal.status);
  }
  const form = submitted.form;
  const intent = String(form.get("intent") ?? "save");
  // A role that may not publish changes nothing: refused before anything is saved.
  if (intent === "publish" && !rights.publish) throw data({ message: NOT_ALLOWED }, { status: 403 });
  const me = staff.person.id;
  const editing = await openForEditing(me, file);

  if (intent === "discard") {
    discardDraft(me, file);
    return redirect(editing.current.text === null ? "/admin/content?discarded" : `/admin/edit/${file}?discarded`, 303);
  }
  if (intent === "rebase") {
    rebaseDraft(me, file, editing.current.version, editing.current.text);
    return redirect(`/admin/edit/${file}?rebased`, 303);
  }
  if (editing.unreadable) {
    return data<Answer>(
      { notice: { tone: "error", text: "This file is not valid YAML, so its form cannot be saved." } },
      409,
    );
  }

  let saved;
  try {
    saved = saveFromForm({ staff, editing, form, now: context.now });
  } catch (error) {
    log("error", "draft could not be saved", { file, error: describeError(error) });
    return data<Answer>(
      {
        notice: {
          tone: "error",
          text: "Your changes could not be saved just now; they are still in the form below, and your last saved draft is kept. Please try again in a moment.",
        },
        // What they typed stays in the form (the draft on record is older).
        value: valueFromForm(editing, form),
      },
      500,
    );
  }
  const time = formatChurchTime(context.now, "h:mm a", context.content.church.locale.timeZone);

  if (intent === "preview") {
    const page = new URL(request.url).searchParams.get("page");
    return redirect(
      `/admin/preview?file=${encodeURIComponent(file)}${page ? `&page=${encodeURIComponent(page)}` : ""}`,
      303,
    );
  }
  if (intent === "submit") {
    submitDraft(me, file, context.now);
    recordAudit({
      at: context.now,
      action: "draft-submitted",
      actor: { id: me, email: staff.person.email },
      subject: file,
    });
    return data<Answer>({
      problems: saved.problems,
      notice: {
        tone: "success",
        text: "Sent for review: an editor will see it on their Content page. If you change it again, it comes out of review until you send it again.",
      },
    });
  }
  if (intent === "publish") {
    if (saved.problems.length > 0) {
      return data<Answer>(
        {
          problems: saved.problems,
          notice: { tone: "error", text: "Not published: fix the problems below. Your draft is saved." },
        },
        400,
      );
    }
    const draft = getDraft(me, file)!;
    const outcome = await publish({
      actor: { id: me, email: staff.person.email },
      file,
      text: draft.text,
      baseVersion: draft.baseVersion,
      action: "publish",
      now: context.now,
    });
    if (!outcome.ok && outcome.reason === "conflict") {
      return data<Answer>(
        {
          notice: {
            tone: "error",
            text: "Not published: someone else published this file after you began. Your draft is saved; see below how to merge.",
          },
        },
        409,
      );
    }
    if (!outcome.ok) {
      return data<Answer>(
        {
          problems: outcome.problems,
          notice: { tone: "error", text: "Not published: fix the problems below. Your draft is saved." },
        },
        400,
      );
    }
    discardDraft(me, file);
    return redirect(`/admin/edit/${file}?published=${outcome.revisionId ?? ""}`, 303);
  }
  return data<Answer>({
    problems: saved.problems,
    touched: saved.touched,
    notice: {
      tone: "success",
      text: `Draft saved at ${time}. ${saved.leftReview ? LEFT_REVIEW : "Only you see it until it is published."}`,
    },
  });
}

const NOTICES = {
  published: "Published: the site shows it now.",
  discarded: "Your draft was discarded. This is the published version.",
  rebased: "Your draft now builds on the published version: check the differences, then publish.",
} as const;

export default function Edit() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const problems = answer?.problems ?? page.problems;
  const notice = answer?.notice ?? (page.notice ? { tone: "success" as const, text: NOTICES[page.notice] } : null);
  return (
    <>
      <EditorStyles />
      <p className="breadcrumbs">
        <a href="/admin/content">Content</a> › {page.title}
      </p>
      <h1>Edit {page.title}</h1>
      <p className="muted edit-status">
        {page.draft
          ? `Your draft, saved ${page.draft.savedAt}${page.draft.submitted ? ", sent for review" : ""}. The site shows the published version until it is published.`
          : "The published version. Changes are saved as your draft until you publish them."}{" "}
        {page.livePath ? <a href={page.livePath}>See it on the site</a> : null}
        {" · "}
        <a href={`/admin/history?file=${encodeURIComponent(page.file)}`}>History</a>
      </p>
      {notice ? (
        <Notice tone={notice.tone}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {page.conflict ? <ConflictPanel conflict={page.conflict} timeZone={page.timeZone} /> : null}
      <ProblemSummary
        problems={problems}
        file={page.file}
        heading={`${problems.length} ${problems.length === 1 ? "problem" : "problems"} to fix before publishing`}
      />
      {page.unreadable ? (
        <Notice tone="error">
          <p>
            This file is not valid YAML ({page.unreadable}), so its form cannot be shown. The site keeps serving its
            last good version. Fix it in a text editor, or restore an earlier version from its History.
          </p>
        </Notice>
      ) : (
        <EditForm
          file={page.file}
          title={page.title}
          spec={lockFields(describe(FILE_SCHEMAS[page.kind]), page.locked.fields, page.locked.why)}
          value={answer?.value ?? page.value}
          problems={problems}
          touched={answer?.touched ?? null}
          pictures={page.pictures}
          timeZone={page.timeZone}
          placeholders={page.placeholders}
          rights={page.rights}
          shownVersion={page.shownVersion}
          baseVersion={page.baseVersion}
          hasDraft={page.draft !== null}
          inReview={page.draft?.submitted ?? false}
        />
      )}
    </>
  );
}
