import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/translate";
import { Notice } from "~/components/admin/staff-shell";
import { staffTitle } from "~/components/admin/staff-title";
import { EditorStyles } from "~/components/admin/editor/editor-styles";
import { useT } from "~/hooks/use-t";
import { NOT_ALLOWED, requireStaff } from "~/features/auth/staff.server";
import { rightsFor } from "~/features/editor/editing.server";
import { fileKindOf } from "~/features/editor/file-kinds";
import { openTranslation, saveTranslation } from "~/features/editor/translations.server";
import type { Problem } from "~/features/editor/publish.server";
import { siteLanguages } from "~/i18n/content-language";
import { isLanguage, type Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { readProtectedForm } from "~/server/protection.server";

/**
 * A content file beside its translation (issue 27, decision 041): each text of
 * the original next to its translation's, editable; saving writes the
 * translation file (`pages/visit.es.yaml`) once the site's own checks pass.
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
  const rights = rightsFor(staff, kind);
  if (!rights.draft) throw data({ message: NOT_ALLOWED }, { status: 403 });
  const { all, default: main } = siteLanguages(context.content);
  const asked = new URL(request.url).searchParams.get("language");
  const language: Language | undefined = isLanguage(asked) && asked !== main ? asked : all.find((one) => one !== main);
  if (!language)
    throw data({ message: "The site speaks one language: there is nothing to translate." }, { status: 404 });
  const view = await openTranslation(file, language);
  if (!view) throw data({ message: "There is no such content file." }, { status: 404 });
  return { staff, rights, view, main };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { rights, view, main } = await open(request, params, context);
  return { view, main, mayPublish: rights.publish, saved: new URL(request.url).searchParams.has("saved") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, rights, view } = await open(request, params, context);
  if (!rights.publish) throw data({ message: NOT_ALLOWED }, { status: 403 });
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) {
    const problems: Problem[] = [{ file: view.file, message: submitted.refusal.message }];
    return data({ conflict: false, problems }, { status: submitted.refusal.status });
  }
  const values = new Map<string, string>();
  for (const field of view.fields) values.set(field.name, String(submitted.form.get(`t:${field.name}`) ?? ""));
  const outcome = await saveTranslation(
    view,
    values,
    String(submitted.form.get("version") ?? ""),
    { id: staff.person.id, email: staff.person.email },
    context.now,
  );
  if (outcome.ok) throw redirect(`/admin/translate/${view.file}?language=${view.language}&saved`);
  return data({ conflict: outcome.conflict ?? false, problems: outcome.problems }, { status: 409 });
}

export default function TranslatePage() {
  const { view, main, mayPublish, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useT();
  const languageName = t(`admin-translations.language.${view.language}`);
  const left = view.fields.filter((field) => !field.translation).length;
  const outdated = view.fields.filter((field) => field.outdated).length;
  return (
    <>
      <EditorStyles />
      <h1>{t("admin-translations.heading", { file: view.file, language: languageName })}</h1>
      <p className="muted">{t("admin-translations.intro")}</p>
      {saved && !answer ? (
        <Notice tone="success">
          <p>{t("admin-translations.saved")}</p>
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
        <table className="translation-table">
          <thead>
            <tr>
              <th scope="col">{t("admin-translations.field")}</th>
              <th scope="col">{t(`admin-translations.language.${main}`)}</th>
              <th scope="col">{t("admin-translations.translation", { language: languageName })}</th>
            </tr>
          </thead>
          <tbody>
            {view.fields.map((field) => {
              const id = `t-${field.name.replace(/[^\w-]/g, "-")}`;
              const label = t("admin-translations.translationOf", { language: languageName, field: field.name });
              return (
                <tr key={field.name}>
                  <th scope="row">
                    <code>{field.name}</code>
                    {field.outdated ? (
                      <>
                        {" "}
                        <span className="tag">{t("admin-translations.outdated")}</span>
                      </>
                    ) : null}
                  </th>
                  <td lang={main}>{field.original}</td>
                  <td>
                    {field.long ? (
                      <textarea
                        id={id}
                        name={`t:${field.name}`}
                        lang={view.language}
                        aria-label={label}
                        rows={4}
                        defaultValue={field.translation}
                      />
                    ) : (
                      <input
                        id={id}
                        name={`t:${field.name}`}
                        lang={view.language}
                        aria-label={label}
                        defaultValue={field.translation}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {mayPublish ? (
          <p>
            <button type="submit" className="button">
              {t("admin-translations.save")}
            </button>
          </p>
        ) : null}
      </form>
    </>
  );
}
