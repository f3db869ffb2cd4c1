import { serialize } from "cookie";
import type { RequestHandler } from "express";
import { carriesSessionCookie } from "~/features/auth/session-cookie.server";
import { getContent } from "~/server/content.server";
import { STAFF_BROWSER_COOKIE } from "./audience.server";

/**
 * Staff are not counted (issue 47), but their session cookie never reaches a
 * public page (Path=/admin, docs/decisions/016). So a browser that opens the
 * staff area with a session cookie is given a second cookie for the whole
 * site: `staff-browser=1`, a flag the same for every staff member, carrying
 * nobody's identity, which the counter reads to leave that browser out. It
 * lasts 90 days, and the staff area's next visit after that gives it again.
 * It changes no page: the page cache and a CDN serve the same bytes with it or
 * without. A church that counts nothing (insights.count: false) gives none.
 */
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export function markStaffBrowsers(): RequestHandler {
  return (req, res, next) => {
    const cookies = req.headers.cookie;
    const counting = getContent().church.insights.count;
    if (counting && carriesSessionCookie(cookies) && !cookies!.includes(`${STAFF_BROWSER_COOKIE}=1`)) {
      // __Host-: only over HTTPS, only for this host, for the whole site (Path=/).
      const name = req.secure ? `__Host-${STAFF_BROWSER_COOKIE}` : STAFF_BROWSER_COOKIE;
      res.append(
        "Set-Cookie",
        serialize(name, "1", {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: req.secure,
          maxAge: MAX_AGE_SECONDS,
        }),
      );
    }
    next();
  };
}
