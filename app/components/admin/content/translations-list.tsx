import { useT } from "~/hooks/use-t";
import type { Language } from "~/i18n/languages";

interface TranslationStatus {
  language: Language;
  pages: { file: string; title: string; translated: boolean; outdated: boolean }[];
}

/** /admin/content's list of each language's pages, what is not translated yet first (issue 27, decision 041). */
export function TranslationsList({ translations }: { translations: TranslationStatus[] }) {
  const { t } = useT();
  if (translations.length === 0) return null;
  return (
    <section aria-labelledby="translations-heading">
      <h2 id="translations-heading">{t("admin-translations.listHeading")}</h2>
      <p className="muted">{t("admin-translations.listIntro")}</p>
      {translations.map(({ language, pages }) => (
        <section key={language} aria-labelledby={`translations-${language}`}>
          <h3 id={`translations-${language}`}>{t(`admin-translations.language.${language}`)}</h3>
          <ul className="entries">
            {[...pages]
              .sort((a, b) => Number(a.translated && !a.outdated) - Number(b.translated && !b.outdated))
              .map((page) => (
                <li key={page.file} className="card">
                  {/* Its name says the language: the page's own editing link, above, has the bare title. */}
                  <a href={`/admin/translate/${page.file}?language=${language}`}>
                    {page.title}
                    <span className="visually-hidden"> ({t(`admin-translations.language.${language}`)})</span>
                  </a>{" "}
                  <span className="tag">
                    {page.outdated
                      ? t("admin-translations.outdated")
                      : page.translated
                        ? t("admin-translations.translated")
                        : t("admin-translations.notYet")}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
