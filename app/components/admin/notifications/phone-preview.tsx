import { useT } from "~/hooks/use-t";

export interface PreviewNotice {
  language: string;
  /** The language's name in itself ("Español"). */
  languageName: string;
  title: string;
  body: string;
  /** The page it opens, absolute, as that phone gets it. */
  link: string;
}

/**
 * How an announcement looks on a phone's lock screen (issue 44), one per language: the church's icon and
 * name, the title in bold, the line under it, and the page a tap opens. A picture of a notification, drawn
 * with the staff stylesheet; long words wrap where a phone would cut them.
 */
export function PhonePreview({
  churchName,
  icon,
  notices,
}: {
  churchName: string;
  icon: string;
  notices: PreviewNotice[];
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="preview-heading" className="phone-previews">
      <h2 id="preview-heading">{t("adminNotifications.preview.heading")}</h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.language}>
            <figure
              className="phone"
              aria-label={t("adminNotifications.preview.label", { language: notice.languageName })}
            >
              <div className="phone__notice" lang={notice.language}>
                <img className="phone__icon" src={icon} alt="" width="32" height="32" />
                <div className="phone__words">
                  <p className="phone__app">
                    <span>{churchName}</span> <span className="phone__when">{t("adminNotifications.preview.now")}</span>
                  </p>
                  <p className="phone__title">{notice.title}</p>
                  <p className="phone__body">{notice.body}</p>
                </div>
              </div>
              <figcaption>
                {notice.languageName}. {t("adminNotifications.preview.opens")} <a href={notice.link}>{notice.link}</a>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
