import { AndroidPicture, IphonePicture } from "~/components/app/install-pictures";
import { PushTopics } from "~/components/app/push-topics";
import { PageHeader } from "~/components/page-header";
import { useSite } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { metaT, pageMeta, siteName } from "~/lib/meta";
import type { RouteHandle } from "~/root";
import pageStyles from "~/styles/pages/app.css?url";
import type { Route } from "./+types/app";

/**
 * /app and /es/app (issue 44): the church on a member's phone. In plain words
 * and two pictures, how to add it to the home screen (iPhone and iPad:
 * Safari's Share, then Add to Home Screen; Android: Chrome's Install), which
 * needs no script; then the notifications a person may choose, which do
 * (<push-topics>, with the service worker: the page's own bundle, "app").
 * The same page for everyone, kept by the page cache like any other.
 */

export const handle: RouteHandle = { elements: "app" };

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, metaT(args)("app.title"), metaT(args)("app.description", { church: siteName(args) }));

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export default function AppPage() {
  const { t } = useT();
  const { church } = useSite();
  const iphoneSteps = [t("app.iphoneStep1"), t("app.iphoneStep2"), t("app.iphoneStep3"), t("app.iphoneStep4")];
  const androidSteps = [t("app.androidStep1"), t("app.androidStep2"), t("app.androidStep3")];
  return (
    <>
      <PageHeader title={t("app.title")} />
      <div className="page container page-stack app-page">
        <p className="lede">{t("app.lede", { church: church.name })}</p>
        <section aria-labelledby="app-install">
          <h2 id="app-install">{t("app.installHeading")}</h2>
          <div className="two-up app-ways">
            <section className="card padded" aria-labelledby="app-iphone">
              <h3 id="app-iphone">{t("app.iphoneHeading")}</h3>
              <IphonePicture label={t("app.iphonePicture")} entry={t("app.iphoneMenuItem")} />
              <Steps steps={iphoneSteps} />
            </section>
            <section className="card padded" aria-labelledby="app-android">
              <h3 id="app-android">{t("app.androidHeading")}</h3>
              <AndroidPicture label={t("app.androidPicture")} entry={t("app.androidMenuItem")} />
              <Steps steps={androidSteps} />
            </section>
          </div>
          <p>{t("app.offlineNote")}</p>
        </section>
        <section id="notifications" aria-labelledby="app-notifications">
          <h2 id="app-notifications">{t("app.notificationsHeading")}</h2>
          <p>{t("app.notificationsIntro")}</p>
          <PushTopics />
        </section>
      </div>
    </>
  );
}

function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}
