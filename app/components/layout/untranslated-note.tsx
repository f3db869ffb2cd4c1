import { useT } from "~/hooks/use-t";
import type { Language } from "~/i18n/languages";

/**
 * Above a content page that is not yet translated into the page's language
 * (decision 041): a short note in the visitor's language, while the page's
 * own text, in the default language, is marked with its `lang` (the content
 * page's headings, sections and Markdown; not the forms and finders around
 * them: issue 36) so a screen reader pronounces each right.
 */
export function UntranslatedNote({ textLanguage }: { textLanguage: Language | undefined }) {
  const { t, language } = useT();
  if (!textLanguage || textLanguage === language) return null;
  return (
    <p className="site-alert" data-level="info" role="note">
      {t("content-languages.untranslated")}
    </p>
  );
}
