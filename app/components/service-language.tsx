import { useT } from "~/hooks/use-t";
import type { Language } from "~/i18n/languages";
import { otherLanguage } from "~/lib/service-language";

/** " · In English" after a service held in another language than the page's (issue 27); nothing otherwise. */
export function ServiceLanguage({ item }: { item: { language?: Language } }) {
  const { t, language } = useT();
  const other = otherLanguage(item, language);
  if (!other) return null;
  return (
    <span className="service-language" lang={language}>
      {" · "}
      {t("content-languages.serviceLanguage", { language: t(`content-languages.languageName.${other}`) })}
    </span>
  );
}
