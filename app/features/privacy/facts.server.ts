import { mapServiceName } from "~/lib/map-links";
import type { ChurchContent } from "~/content/model";
import { siteLanguages } from "~/i18n/content-language";
import { hasLiveStream, isOn } from "~/content/site";
import { VIDEO_PLATFORMS, videoPlatformOf } from "~/lib/video-platform";
import type { Env } from "~/server/env.server";
import type { PrivacyFacts } from "./statements";
import { JOIN_RETENTION } from "~/features/groups/join-privacy.server";
import { liveChatPrivacyFacts } from "~/features/live-chat/chat-privacy.server";
import { DELIVERIES_KEPT_DAYS, SUBSCRIPTION_UNUSED_DAYS } from "~/features/push/push-privacy.server";
import { pushOrigin } from "~/features/push/push-settings.server";
import { ANNOUNCEMENTS_PER_DAY, QUIET_HOURS } from "~/lib/quiet-hours";

/**
 * What the privacy policy's statements depend on (issue 26), read from the
 * settings and the content folder at each request, so a service switched on
 * or off, or a live stream moved to another platform, changes the policy too.
 */
export function privacyFactsOf(
  content: ChurchContent,
  env: Pick<Env, "modes" | "SMTP_URL" | "PUBLIC_URL" | "VISIT_NOTIFY_TO"> & Partial<Pick<Env, "demo" | "PORT">>,
): PrivacyFacts {
  const embeds: string[] = [];
  let liveElsewhere: string | null = null;
  if (hasLiveStream(content)) {
    const address = content.services.live.embedUrl!;
    const platform = videoPlatformOf(address);
    if (platform === "other") liveElsewhere = new URL(address).hostname;
    else embeds.push(address);
  }
  // The sermon pages play Vimeo's player.
  if (isOn(env.modes, "vimeo")) embeds.push("https://player.vimeo.com/");
  for (const page of content.pages)
    for (const section of page.sections)
      if (section.type === "videos") embeds.push(...section.items.map((item) => item.embedUrl));
  const players = new Set<string>();
  for (const address of embeds) {
    const platform = videoPlatformOf(address);
    players.add(platform === "other" ? new URL(address).hostname : VIDEO_PLATFORMS[platform].name);
  }
  const showsMap = content.pages.some((page) => page.sections.some((section) => section.type === "map"));
  return {
    newsletter: env.modes.mailchimp === "live" ? "mailchimp" : "site",
    email: Boolean(env.SMTP_URL && env.PUBLIC_URL),
    visitEmails: Boolean(env.SMTP_URL && env.PUBLIC_URL),
    officeNotices: Boolean(env.SMTP_URL && env.VISIT_NOTIFY_TO),
    players: [...players].sort(),
    liveElsewhere,
    map: showsMap ? mapServiceOf(content.church.mapEmbedUrl) : null,
    events: isOn(env.modes, "planningCenter"),
    languageChoice: siteLanguages(content).all.length > 1,
    giving: content.giving.mode === "stripe",
    ...registrationFactsOf(content),
    visitHolds:
      Boolean(env.SMTP_URL && env.PUBLIC_URL) &&
      (content.services.gatherings.some((gathering) => gathering.capacity) ||
        content.seasons.some((season) => season.services.some((service) => service.capacity))),
    ...formFactsOf(content),
    liveChat: liveChatPrivacyFacts(content),
    // Notifications to phones (issue 44): sent when the site knows its address, as pushIsOn() says.
    ...(pushOrigin(env)
      ? {
          push: {
            quietFrom: QUIET_HOURS.from,
            quietUntil: QUIET_HOURS.until,
            perDay: ANNOUNCEMENTS_PER_DAY,
            unusedDays: SUBSCRIPTION_UNUSED_DAYS,
            deliveriesDays: DELIVERIES_KEPT_DAYS,
          },
        }
      : {}),
    insights: content.church.insights,
    ...(content.pages.some((page) => page.sections.some((section) => section.type === "group-finder"))
      ? { groups: { answeredDays: JOIN_RETENTION.answeredDays, unansweredDays: JOIN_RETENTION.unansweredDays } }
      : {}),
  };
}

/** The church's forms (issue 35): each one's title, who reads it (readers.server.ts's rule) and its days. */
function formFactsOf(content: ChurchContent): Pick<PrivacyFacts, "forms"> {
  const forms = Object.values(content.forms);
  if (forms.length === 0) return {};
  return {
    forms: forms.map((form) => ({
      title: form.title,
      days: form.retentionDays,
      ...(form.private
        ? { private: { roles: [...(form.private.roles ?? [])], people: (form.private.people ?? []).length > 0 } }
        : {}),
    })),
  };
}

/** Whether some event takes sign-ups on this website, and whether any attendee type has a price (issue 28). */
function registrationFactsOf(content: ChurchContent): Pick<PrivacyFacts, "registrations" | "registrationFees"> {
  const settings = [
    ...content.events.flatMap((event) => (event.registration ? [event.registration] : [])),
    ...Object.values(content.signUps),
  ];
  return {
    registrations: settings.length > 0,
    registrationFees: settings.some((setting) => setting.attendeeTypes.some((type) => (type.price ?? 0) > 0)),
  };
}

/** The map's service by name ("Google Maps", "OpenStreetMap"…), else the host that serves it. */
function mapServiceOf(address: string): string {
  return mapServiceName(address) ?? new URL(address).hostname;
}
