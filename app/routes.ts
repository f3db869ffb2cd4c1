import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// SPEC 2.1, the whole site on one screen.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("events", "routes/events.tsx"),
  route("events/:id/calendar.ics", "routes/event-calendar.ts"),
  route("connect", "routes/connect.tsx", { id: "connect" }),
  route("groups", "routes/groups.tsx"),
  ...prefix("ministries", [
    route("kids", "routes/ministries.kids.tsx"),
    route("youth", "routes/ministries.youth.tsx"),
    route("adults", "routes/ministries.adults.tsx"),
    route("worship", "routes/ministries.worship.tsx"),
    route("serve", "routes/connect.tsx", { id: "ministries-serve" }),
  ]),
  route("series/:id", "routes/series.tsx"),
  route("series/:id/podcast.xml", "routes/podcast-feed.ts", { id: "series-podcast" }),
  route("message/:id", "routes/message.tsx"),
  route("watch", "routes/watch.tsx"),
  route("watch/live", "routes/watch.live.tsx"),
  route("watch/search", "routes/watch.search.tsx"),
  route("watch/scripture", "routes/watch.scripture.tsx"),
  route("watch/*", "routes/redirect-to-watch.ts"),
  route("resources", "routes/resources.tsx"),
  route("contact", "routes/contact.tsx"),
  route("give", "routes/give.tsx"),
  route("baptism", "routes/baptism.tsx"),
  route("visit", "routes/visit.tsx"),
  route("christmas", "routes/christmas.tsx"),
  route("easter", "routes/easter.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("vbs", "routes/redirect-to-events.ts"),

  // Feeds and files for apps and crawlers (issue 9).
  route("podcast.xml", "routes/podcast-feed.ts", { id: "podcast" }),
  route("events.ics", "routes/events-calendar.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Form endpoints (no screen of their own).
  route("newsletter", "routes/newsletter.ts"),
  route("plan-visit", "routes/plan-visit.ts"),

  // The staff area (issue 18): sign-in, people, security, activity; public pages never import these modules.
  ...prefix("admin", [
    layout("routes/admin/frame.tsx", [
      route("sign-in", "routes/admin/sign-in.tsx"),
      route("sign-in/code", "routes/admin/sign-in-code.tsx"),
      route("sign-in/passkey", "routes/admin/sign-in-passkey.ts"),
      route("verify", "routes/admin/verify.tsx"),
      route("sign-out", "routes/admin/sign-out.ts"),
      layout("routes/admin/signed-in.tsx", [
        index("routes/admin/dashboard.tsx"),
        route("people", "routes/admin/people.tsx"),
        route("security", "routes/admin/security.tsx"),
        route("passkeys", "routes/admin/passkeys.ts"),
        route("activity", "routes/admin/activity.tsx"),
      ]),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),

  route("*", "routes/redirect-to-home.ts"),
] satisfies RouteConfig;
