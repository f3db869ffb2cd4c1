import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/translate";
import { Notice } from "~/components/admin/staff-shell";
import { staffTitle } from "~/components/admin/staff-title";
import { EditorStyles } from "~/components/admin/editor/editor-styles";
import { TranslationTable } from "~/components/admin/editor/translation-table";
import { useChurchDates } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { NOT_ALLOWED, requireStaff } from "~/features/auth/staff.server";
import { versionOf } from "~/features/editor/content-files.server";
import { fileKindOf } from "~/features/editor/file-kinds";
import {
  sendTranslationBack,
  sendTranslationForReview,
  settleTranslationDraft,
  translationDraftOf,
  translationRightsFor,
} from "~/features/editor/translation-drafts.server";
import { openTranslation, saveTranslation } from "~/features/editor/translations.server";
import type { Problem } from "~/features/editor/publish.server";
import { siteLanguages } from "~/i18n/content-language";
import { isLanguage, type Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { readProtectedForm } from "~/server/protection.server";

/**
 * A content file beside its translation (issue 27, decision 041): each text of
 * the original next to its translation's, editable; saving writes the
 * translation file (`pages/visit.es.yaml`) once the site's own checks pass. A contributor's translation (a
 * page's or a form's words) is sent for review instead, and an editor publishes it from here
 * (`?from=<author>`, app/features/editor/translation-drafts.server.ts; issue 43).
 */
export const meta: Route.MetaFunction = (args) => [
  {
    title: staffTitle(args, translator("en").t("admin-translations.title", { file: args.data?.view.file ?? "" })),
  },
];

async function open(request: Request, params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  const staff = requireStaff(request, context.now, "content.draft");
  const file = params["*"] ?? "";
  const kind = fileKindOf(file);
  if (!kind) throw data({ message: "There is no such content file." }, { status: 404 });
  const rights = translationRightsFor(staff, kind);
  if (!rights.draft) throw data({ message: NOT_ALLOWED }, { status: 403 });
  const { all, default: main } = siteLanguages(context.content);
  const url = new URL(request.url);
  const asked = url.searchParams.get("language");
  const language: Language | undefined = isLanguage(asked) && asked !== main ? asked : all.find((one) => one !== main);
  if (!language)
    throw data({ message: "The site speaks one language: there is nothing to translate." }, { status: 404 });
  const published = await openTranslation(file, language);
  if (!published) throw data({ message: "There is no such content file." }, { status: 404 });
  // The boxes show a draft: a reviewer's `from` (someone's translation sent for review), or the contributor's own.
  const from = url.searchParams.get("from");
  if (from !== null && !rights.publish) throw data({ message: NOT_ALLOWED }, { status: 403 });
  const draft =
    from !== null || !rights.publish
      ? translationDraftOf(from ?? staff.person.id, published.translationFile)
      : undefined;
  if (from !== null && (!draft || draft.submittedAt === null)) {
    throw data(
      { message: "That translation is not waiting for review (it may have been published or sent back)." },
      404,
    );
  }
  const view = draft ? ((await openTranslation(file, language, draft.text)) ?? published) : published;
  return { staff, rights, view, main, draft, from };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { rights, view, main, draft, from } = await open(request, params, context);
  const url = new URL(request.url);
  return {
    view,
    main,
    mayPublish: rights.publish,
    saved: url.searchParams.has("saved"),
    sent: url.searchParams.has("sent"),
    from,
    draft: draft
      ? {
          author: draft.author,
          submittedAt: draft.submittedAt,
          // Someone published the translation after this draft began: publishing it would undo that.
          outdated: draft.baseVersion !== view.version,
          version: versionOf(draft.text),
        }
      : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, rights, view, from } = await open(request, params, context);
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) {
    const problems: Problem[] = [{ file: view.file, message: submitted.refusal.message }];
    return data({ conflict: false, problems }, { status: submitted.refusal.status });
  }
  const values = new Map<string, string>();
  for (const field of view.fields) values.set(field.name, String(submitted.form.get(`t:${field.name}`) ?? ""));
  const back = `/admin/translate/${view.file}?language=${view.language}`;
  if (!rights.publish) {
    // A contributor's translation is their draft, sent for review (issue 43), as their pages are.
    const sent = await sendTranslationForReview(view, values, staff.person.id, context.now);
    if (sent.ok) throw redirect(`${back}&sent`, 303);
    return data({ conflict: false, problems: sent.problems }, { status: 400 });
  }
  if (from !== null && submitted.form.get("intent") === "return") {
    sendTranslationBack(from, view.translationFile);
    throw redirect("/admin/content", 303);
  }
  const outcome = await saveTranslation(
    view,
    values,
    String(submitted.form.get("version") ?? ""),
    { id: staff.person.id, email: staff.person.email },
    context.now,
  );
  if (outcome.ok) {
    if (from !== null) settleTranslationDraft(from, view, String(submitted.form.get("draft") ?? ""));
    throw redirect(`${back}&saved`, 303);
  }
  return data({ conflict: outcome.conflict ?? false, problems: outcome.problems }, { status: 409 });
}

export default function TranslatePage() {
  const { view, main, mayPublish, saved, sent, from, draft } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useT();
  const dates = useChurchDates();
  const languageName = t(`admin-translations.language.${view.language}`);
  const left = view.fields.filter((field) => !field.translation).length;
  const outdated = view.fields.filter((field) => field.outdated).length;
  const when = draft?.submittedAt ? dates.format(draft.submittedAt, "dateAtTime") : "";
  return (
    <>
      <EditorStyles />
      <h1>{t("admin-translations.heading", { file: view.file, language: languageName })}</h1>
      <p className="muted">{t("admin-translations.intro")}</p>
      {(saved || sent) && !answer ? (
        <Notice tone="success">
          <p>{t(saved ? "admin-translations.saved" : "admin-translations.sent")}</p>
        </Notice>
      ) : null}
      {draft && from !== null ? (
        <p>{t("admin-translations.reviewing", { author: draft.author, date: when })}</p>
      ) : draft?.submittedAt ? (
        <p>{t("admin-translations.yourDraft", { date: when })}</p>
      ) : null}
      {draft?.outdated && from !== null ? (
        <Notice tone="error">
          <p>{t("admin-translations.reviewOutdated")}</p>
        </Notice>
      ) : null}
      {answer ? (
        <Notice tone="error">
          <p>{answer.conflict ? t("admin-translations.conflict") : t("admin-translations.problems")}</p>
          {answer.problems.map((problem, index) => (
            <p key={index}>
              {problem.field ? `${problem.field}: ` : ""}
              {problem.message}
            </p>
          ))}
        </Notice>
      ) : null}
      <p role="status">
        {t("admin-translations.left", { count: left })}
        {outdated > 0 ? ` ${t("admin-translations.outdatedCount", { count: outdated })}` : null}
      </p>
      <form method="post" noValidate>
        <input type="hidden" name="version" value={view.version} />
        {draft ? <input type="hidden" name="draft" value={draft.version} /> : null}
        <TranslationTable rows={view.fields} main={main} language={view.language} />
        <div className="button-row">
          <button type="submit" className="button">
            {t(mayPublish ? "admin-translations.save" : "admin-translations.send")}
          </button>
          {draft && from !== null ? (
            <button type="submit" name="intent" value="return" className="button button--quiet">
              {t("admin-translations.sendBack", { author: draft.author })}
            </button>
          ) : null}
        </div>
      </form>
    </>
  );
}
