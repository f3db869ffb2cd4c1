import { expect, test } from "vitest";
import { mayKeep, requestKind } from "./rules";
import { demoConfig, fileRequest, navigation, ORIGIN, PRIVATE_PAGE, PUBLIC_PAGE, siteAnswer } from "./test-support";

const config = demoConfig();
const kindOf = (request: Parameters<typeof requestKind>[0]) => requestKind(request, ORIGIN, config);

test("the public pages a person reads are kept: home, visit, events, a sermon and a series, in either language", () => {
  for (const path of ["/", "/visit", "/events", "/message/renovated-lives-tearing-down", "/series/renovated-lives"])
    expect(kindOf(navigation(path)), path).toBe("kept-page");
  for (const path of ["/es/", "/es", "/es/visit", "/es/message/renovated-lives-tearing-down"])
    expect(kindOf(navigation(path)), path).toBe("kept-page");
});

test("a form, a signed link, a token, the prayer wall, giving and a search are never kept: network only", () => {
  for (const path of [
    "/forms/prayer",
    "/contact",
    "/plan-visit",
    "/my-visit?visit=abc&exp=1&sig=def",
    "/my-registration?registration=abc&exp=1&sig=def",
    "/sign-ups/confirm?registration=abc&exp=1&sig=def",
    "/give",
    "/give/my-giving?donor=abc&sig=def",
    "/newsletter/confirm?token=abc",
    "/groups/answer?request=abc&sig=def",
    "/prayer-wall",
    "/es/prayer-wall",
    "/watch/search?q=grace",
    "/groups?day=tuesday",
    "/visit?visit=emailed",
    "/events/summer-day-camp/sign-up",
    "/series/renovated-lives/podcast.xml",
    "/message/a/b",
  ])
    expect(kindOf(navigation(path)), path).toBe("page");
});

test("the staff area, writes, other sites and the site's endpoints are left alone", () => {
  expect(kindOf(navigation("/admin"))).toBe("ignore");
  expect(kindOf(navigation("/admin/sign-in"))).toBe("ignore");
  expect(kindOf(fileRequest("/admin/passkeys"))).toBe("ignore");
  expect(kindOf(fileRequest("/newsletter", "POST"))).toBe("ignore");
  expect(kindOf(fileRequest("/push/subscriptions", "POST"))).toBe("ignore");
  expect(kindOf(fileRequest("/push/key"))).toBe("ignore");
  expect(kindOf(fileRequest("/graphql"))).toBe("ignore");
  expect(kindOf(fileRequest("/xsrf"))).toBe("ignore");
  expect(kindOf({ ...navigation("/"), url: "https://other.example/" })).toBe("ignore");
  expect(kindOf({ ...navigation("/visit"), method: "POST" })).toBe("ignore");
});

test("a page prerendered as the person presses its link is kept like one opened; a private one still never", () => {
  expect(kindOf(navigation("/visit", { "Sec-Purpose": "prefetch;prerender" }))).toBe("kept-page");
  expect(kindOf(navigation("/forms/prayer", { "Sec-Purpose": "prefetch" }))).toBe("page");
});

test("the pictures, fonts and scripts of the site are kept with the pages; nothing else", () => {
  for (const path of ["/assets/elements-public-abc.js", "/media/abc-640.webp", "/brand/icon-192-abc.png"])
    expect(kindOf(fileRequest(path)), path).toBe("asset");
  expect(kindOf(fileRequest("/files/bulletin.pdf"))).toBe("ignore");
  expect(kindOf(fileRequest("/events.ics"))).toBe("ignore");
});

test("only what the server says a shared cache may keep is kept: never private, no-store, an error or a redirect", () => {
  expect(mayKeep(siteAnswer("page", PUBLIC_PAGE))).toBe(true);
  expect(mayKeep(siteAnswer("file", { "Cache-Control": "public, max-age=31536000, immutable" }))).toBe(true);
  expect(mayKeep(siteAnswer("mine", PRIVATE_PAGE))).toBe(false);
  expect(mayKeep(siteAnswer("mine", { "Cache-Control": "private, max-age=60" }))).toBe(false);
  expect(mayKeep(siteAnswer("check", { "Cache-Control": "public, no-cache" }))).toBe(false);
  expect(mayKeep(siteAnswer("unsaid", { "Content-Type": "text/html" }))).toBe(false);
  expect(mayKeep(siteAnswer("missing", PUBLIC_PAGE, 404))).toBe(false);
  expect(mayKeep(siteAnswer("down", PUBLIC_PAGE, 503))).toBe(false);
  // What a navigation's redirect looks like to a worker, and another site's answer.
  const redirect = new Response(null, { status: 200, headers: PUBLIC_PAGE });
  Object.defineProperty(redirect, "type", { value: "opaqueredirect" });
  expect(mayKeep(redirect)).toBe(false);
  expect(mayKeep(new Response("theirs", { headers: PUBLIC_PAGE }))).toBe(false);
});
