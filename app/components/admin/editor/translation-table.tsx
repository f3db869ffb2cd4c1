import { useT } from "~/hooks/use-t";
import type { Language } from "~/i18n/languages";

export interface TranslationRow {
  /** "sections[0].heading" */
  name: string;
  original: string;
  translation: string;
  long: boolean;
  /** Written for an earlier version of the original: its placeholders no longer match (issue 36). */
  outdated: boolean;
}

/**
 * Each text of a content file beside its translation's box (issue 27, decision 041), inside the translate
 * page's form: the boxes post as `t:<field>`.
 */
export function TranslationTable({
  rows,
  main,
  language,
}: {
  rows: readonly TranslationRow[];
  main: Language;
  language: Language;
}) {
  const { t } = useT();
  const languageName = t(`admin-translations.language.${language}`);
  return (
    <table className="translation-table">
      <thead>
        <tr>
          <th scope="col">{t("admin-translations.field")}</th>
          <th scope="col">{t(`admin-translations.language.${main}`)}</th>
          <th scope="col">{t("admin-translations.translation", { language: languageName })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((field) => {
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
                    lang={language}
                    aria-label={label}
                    rows={4}
                    defaultValue={field.translation}
                  />
                ) : (
                  <input
                    id={id}
                    name={`t:${field.name}`}
                    lang={language}
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
  );
}
