import { Form, redirect, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import { useT } from "~/hooks/use-t";
import type { Route } from "./+types/live";
import { requireStaff } from "~/features/auth/staff.server";
import { attendanceForRange } from "~/features/live-chat/attendance.server";
import { hostAction } from "~/features/live-chat/host-actions.server";
import { HOST_PERMISSION } from "~/features/live-chat/hosts.server";
import { currentChat } from "~/features/live-chat/current-chat.server";
import { contextDateStyle } from "~/i18n/context";
import { defaultLanguage } from "~/i18n/content-language";
import { formatChurchDate } from "~/i18n/dates";
import { translator } from "~/i18n/translate";
import { DAY_MS } from "~/server/housekeeping.server";

/**
 * The live chat for hosts (issue 45): whether the chat of the next or current streamed service is open,
 * with "Open the chat now" before its time and "Close the chat", and how many watched each service live
 * (at the peak, and at all) over the last year. Hosting itself happens on the live page, signed in.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, args.data?.title) }];

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context.now, HOST_PERMISSION);
  const language = context.language ?? defaultLanguage(context.content);
  const { t } = translator(language, context.content.church.locale.country);
  const style = contextDateStyle(context);
  const chat = currentChat(context.content, language, context.now);
  const when = (instant: number) => formatChurchDate(instant, "longDateAtTime", style);
  return {
    title: t("liveHost.admin.title"),
    chat: chat && {
      name: chat.window.occurrence.gathering.name,
      starts: when(chat.window.occurrence.start),
      opens: when(chat.opensAt),
      closes: when(chat.window.closesAt),
      open: chat.open,
      running: chat.running,
      closedByHost: chat.running && !chat.open,
    },
    services: attendanceForRange(context.now - 365 * DAY_MS, context.now + DAY_MS)
      .reverse()
      .map((service) => ({ ...service, starts: when(service.startsAt) })),
    done: new URL(request.url).searchParams.get("done"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(request, context.now, HOST_PERMISSION);
  const form = await request.formData();
  const intent = form.get("intent") === "open" ? "open" : "close";
  form.set("intent", intent);
  await hostAction({ content: context.content, staff, posted: form, now: context.now });
  return redirect(`/admin/live?done=${intent}`, { status: 303 });
}

export default function LiveAdmin() {
  const { title, chat, services, done } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <h1>{title}</h1>
      <p className="muted">{t("liveHost.admin.intro")}</p>
      {done ? <p role="status">{t(done === "open" ? "liveHost.admin.opened" : "liveHost.admin.closed")}</p> : null}
      {chat ? (
        <section aria-labelledby="chat-now">
          <h2 id="chat-now">{chat.name}</h2>
          <p>{t("liveHost.admin.starts", { when: chat.starts })}</p>
          <p>
            {chat.open
              ? t("liveHost.admin.isOpen", { closes: chat.closes })
              : chat.closedByHost
                ? t("liveHost.admin.isClosed")
                : t("liveHost.admin.opensAt", { opens: chat.opens })}
          </p>
          <Form method="post" className="button-row">
            <button type="submit" name="intent" value={chat.open ? "close" : "open"} className="button">
              {t(chat.open ? "liveHost.admin.close" : "liveHost.admin.open")}
            </button>
            <a href="/watch/live">{t("liveHost.admin.hostThere")}</a>
          </Form>
        </section>
      ) : (
        <p>{t("liveHost.admin.noChat")}</p>
      )}
      <h2>{t("liveHost.admin.attendance")}</h2>
      {services.length === 0 ? (
        <p>{t("liveHost.admin.noServices")}</p>
      ) : (
        <table className="rows">
          <thead>
            <tr>
              <th scope="col">{t("liveHost.admin.service")}</th>
              <th scope="col">{t("liveHost.admin.watched")}</th>
              <th scope="col">{t("liveHost.admin.peak")}</th>
              <th scope="col">{t("liveHost.admin.now")}</th>
            </tr>
          </thead>
          <tbody>
            {services.map((service) => (
              <tr key={service.chat}>
                <th scope="row">
                  {service.gathering}
                  <br />
                  {service.starts}
                </th>
                <td data-label={t("liveHost.admin.watched")}>{service.watched}</td>
                <td data-label={t("liveHost.admin.peak")}>{service.peak}</td>
                <td data-label={t("liveHost.admin.now")}>{service.now}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
