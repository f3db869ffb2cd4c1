import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// SPEC 2.1, the whole site on one screen: the site's own screens (sermons,
// events, feeds, forms), then every page of the church's content folder
// (app/routes/content-page.tsx: home, About, ministries, seasons…, whatever
// the folder lists) and its redirects. Which of the site's screens exist
// follows the services that are on (app/content/site-paths.ts).
export default [
  // Every public address, in one frame whose error boundary draws a refused form or a missing page
  // inside the site's layout (routes/public-frame.tsx, issue 38).
  layout("routes/public-frame.tsx", [
    index("routes/content-page.tsx", { id: "home-page" }),
    route("events", "routes/events.tsx"),
    route("events/:id/calendar.ics", "routes/event-calendar.ts"),
    route("series/:id", "routes/series.tsx"),
    route("series/:id/podcast.xml", "routes/podcast-feed.ts", { id: "series-podcast" }),
    route("message/:id", "routes/message.tsx"),
    route("watch", "routes/watch.tsx"),
    route("watch/live", "routes/watch.live.tsx"),
    route("watch/search", "routes/watch.search.tsx"),
    route("watch/scripture", "routes/watch.scripture.tsx"),
    route("watch/*", "routes/redirect-to-watch.ts"),

    // Feeds and files for apps and crawlers (issue 9); the brand's files (issue 17).
    route("podcast.xml", "routes/podcast-feed.ts", { id: "podcast" }),
    route("events.ics", "routes/events-calendar.ts"),
    route("sitemap.xml", "routes/sitemap.ts"),
    route("robots.txt", "routes/robots.ts"),
    route("manifest.webmanifest", "routes/web-manifest.ts"),
    // The church as an app on a phone (issue 44): how to add it and choose its notifications; the page its
    // service worker shows when the network fails (the worker itself, /sw.js, is server.ts's).
    route("app", "routes/app.tsx"),
    route("offline", "routes/offline.tsx"),

    // Form endpoints (no screen of their own).
    route("newsletter", "routes/newsletter.ts"),
    // The live chat's posts (issue 45); its stream is server.ts's.
    route("live-chat", "routes/live-chat.ts"),
    // The confirmation e-mail's page of a sign-up to the site's own list (issue 26: no Mailchimp).
    route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    route("plan-visit.json", "routes/plan-visit-answer.ts"),

    // Plan a visit (issue 19): the form's own page (where a plain post lands) and
    // the change-or-cancel page the visit e-mails link to (signed links, no sign-in).
    route("plan-visit", "routes/plan-visit.tsx"),
    route("my-visit", "routes/my-visit.tsx"),
    // After signing up for an event (issue 28): the registration's signed change-or-cancel page and the waitlist's offer.
    route("my-registration", "routes/my-registration.tsx"),
    route("my-registration/claim", "routes/my-registration-claim.tsx"),

    // A donor's own pages (issue 30): ask for a link by e-mail; behind it (signed, no account) their gifts,
    // Stripe's customer portal, and each year's statement, printable and as a PDF.
    route("give/manage", "routes/give-request.tsx", { id: "routes/give-manage" }),
    route("give/statement", "routes/give-request.tsx", { id: "routes/give-statement" }),
    route("give/my-giving", "routes/give-my-giving.tsx"),
    route("give/statement/:year", "routes/give-statement-year.tsx"),
    route("give/statement/:year/statement.pdf", "routes/give-statement-pdf.ts"),
    // Giving (issue 30): the form (a plain post answers with Stripe's Checkout), the thank-you page Checkout
    // returns to, and the demo's stand-in for Checkout (no credentials: no money moves). POST /give/webhook is server.ts's.
    route("give", "routes/give.tsx"),
    route("give/thanks", "routes/give.thanks.tsx"),
    route("give/demo-checkout", "routes/give.demo-checkout.tsx"),
    // Ask to join a group (issue 28): the form's page, and the leader's answer behind the e-mail's signed links.
    route("groups/join", "routes/groups-join.tsx"),
    route("groups/answer", "routes/groups-answer.tsx"),

    // The prayer wall (issue 35): public, never indexed; and the requester's signed page that takes a request off it.
    route("prayer-wall", "routes/prayer-wall.tsx"),
    route("prayer-wall/remove", "routes/prayer-wall-remove.tsx"),
    // The church's own forms (issue 35): prayer, contact, baptism, connect card… (forms/<id>.yaml); the page and its post.
    route("forms/:id", "routes/form.tsx"),

    // Sign-ups for events (issue 28): an event's form, and the page its "please confirm" e-mail leads to.
    route("events/:id/sign-up", "routes/event-sign-up.tsx"),
    route("sign-ups/confirm", "routes/sign-up-confirm.tsx"),

    // Notices to phones (issue 44): the site's public key, and a phone's subscription (JSON, for the App page's script).
    route("push/key", "routes/push-key.ts"),
    route("push/subscriptions", "routes/push-subscriptions.ts"),
    route("push/subscriptions/remove", "routes/push-subscriptions-remove.ts"),
    route("push/subscriptions/state", "routes/push-subscriptions-state.ts"),

    route("*", "routes/content-page.tsx", { id: "content-page" }),
  ]),

  // The staff area (issue 18): sign-in, people, security, activity, who's coming, the editor; public pages never import these modules.
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
        // Who's coming to each service, for check-in (issue 19), and its CSV.
        route("visits", "routes/admin/visits.tsx"),
        route("visits.csv", "routes/admin/visits-csv.ts"),
        // Each event's sign-ups (issue 28): rosters with the answers, check-in lists, CSV, a message to everyone.
        route("sign-ups", "routes/admin/sign-ups.tsx"),
        route("sign-ups/:event", "routes/admin/sign-up-roster.tsx"),
        route("sign-ups/:event/roster.csv", "routes/admin/sign-up-roster-csv.ts"),
        // The submissions of the church's own forms (issue 35): the forms a person reads, each inbox, one submission, the CSV.
        route("forms", "routes/admin/forms.tsx"),
        route("forms/:formId.csv", "routes/admin/form-csv.ts"),
        route("forms/:formId", "routes/admin/form-inbox.tsx"),
        route("forms/:formId/:submissionId", "routes/admin/form-submission.tsx"),
        // Requests to join a group nobody has answered yet (issue 28).
        route("groups", "routes/admin/groups.tsx"),
        // Notices to phones (issue 44): "We're live now", the notices sent with their counts, an announcement to write.
        route("notifications", "routes/admin/notifications.tsx"),
        route("notifications/new", "routes/admin/notifications-new.tsx"),
        // The editor of the content folder (issue 18).
        route("content", "routes/admin/content.tsx"),
        route("content/events", "routes/admin/content-events.tsx"),
        route("edit/*", "routes/admin/edit.tsx"),
        route("translate/*", "routes/admin/translate.tsx"),
        route("autosave/*", "routes/admin/autosave.ts"),
        route("markdown-preview", "routes/admin/markdown-preview.ts"),
        route("review/:person/*", "routes/admin/review.tsx"),
        route("history", "routes/admin/history.tsx"),
        route("history/:id", "routes/admin/revision.tsx"),
        route("images", "routes/admin/images.tsx"),
        // Giving, for owners and treasurers (issue 30): gifts, totals, refunds and failures, the CSV, the January statements.
        route("giving", "routes/admin/giving.tsx"),
        route("giving.csv", "routes/admin/giving-csv.ts"),
        // Insights (issue 47): visits counted without cookies, the ways in and the steps taken; each list as CSV.
        route("insights", "routes/admin/insights.tsx"),
        route("insights.csv", "routes/admin/insights-csv.ts"),
        // Prayer (issue 35): a prayer form's list for the week, and its wall's approvals, for the form's readers.
        route("forms/:formId/prayer-list", "routes/admin/prayer-list.tsx"),
        route("forms/:formId/prayer-wall", "routes/admin/prayer-wall-approvals.tsx"),
        // The live chat (issue 45): its state and each service's attendance, and the host's posts from the live page.
        route("live", "routes/admin/live.tsx"),
        route("live-chat", "routes/admin/live-chat.ts"),
      ]),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
