import type { RequestHandler } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { pathOfPageFile } from "~/content/read-pages.server";
import { sitePath } from "~/content/schema";
import { currentStaff } from "~/features/auth/staff.server";
import { describeError, log } from "~/server/logger.server";
import { registerUnpublishedPictures } from "~/server/media.server";
import { readContentText } from "./content-files.server";
import { getDraft } from "./drafts.server";
import { rightsFor } from "./editing.server";
import { fileKindOf } from "./file-kinds";
import { checkWith } from "./publish.server";

/**
 * The preview (issue 18): the real page, rendered by the site's own routes
 * with the draft in place of its file (the content snapshot with that one
 * file replaced, checked by the same loader), as the page will look once
 * published. Staff only; answered no-store and noindex (the staff area's
 * headers), never kept by the page cache, which only keeps what its own
 * render made. A draft that does not pass the checks goes back to its form,
 * which names the problems.
 *
 * GET /admin/preview?file=pages/about.yaml[&page=/visit][&from=<person id>]:
 * `page` chooses the page for a file that is not one (the menu, the alerts);
 * `from` previews a draft sent for review (editors and owners).
 */
export function previewPage({
  build,
  mode,
  now,
}: {
  build: () => Promise<ServerBuild>;
  mode: "production" | "development";
  now: (req: Parameters<RequestHandler>[0]) => number;
}): RequestHandler {
  let render: ReturnType<typeof createRequestHandler> | undefined;
  return async (req, res, next) => {
    try {
      const requestNow = now(req);
      const origin = `${req.protocol}://${req.get("host")}`;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const staff = currentStaff(new Request(`${origin}${req.originalUrl}`, { headers }), requestNow);
      if (!staff) return res.redirect(303, `/admin/sign-in?next=${encodeURIComponent(req.originalUrl)}`);

      const file = typeof req.query.file === "string" ? req.query.file : "";
      const kind = fileKindOf(file);
      if (!kind || !rightsFor(staff, kind).draft) return res.status(404).type("text/plain").send("Not found");
      const from = typeof req.query.from === "string" ? req.query.from : staff.person.id;
      const draft = getDraft(from, file);
      const mayRead = from === staff.person.id || (draft?.submittedAt && rightsFor(staff, kind).publish);
      if (!mayRead) return res.status(404).type("text/plain").send("Not found");

      const text = draft ? draft.text : (await readContentText(file)).text;
      const checked = await checkWith(new Map([[file, text]]));
      if (!checked.ok) return res.redirect(303, `/admin/edit/${file}?cannot-preview`);
      registerUnpublishedPictures(checked.files.pictures);

      const asked = typeof req.query.page === "string" ? req.query.page : "/";
      const page =
        kind === "page" && text !== null ? pathOfPageFile(file) : sitePath.safeParse(asked).success ? asked : "/";
      render ??= createRequestHandler(build, mode);
      const context: AppLoadContext = { now: requestNow, content: checked.content, preview: true };
      const response = await render(
        new Request(`${origin}${page}`, {
          headers: { accept: "text/html", "accept-language": req.get("accept-language") ?? "" },
        }),
        context,
      );
      res.status(response.status);
      for (const [name, value] of response.headers) {
        if (!["cache-control", "set-cookie", "content-length", "etag", "last-modified", "vary"].includes(name)) {
          res.setHeader(name, value);
        }
      }
      // The staff area's headers (no-store, noindex) stay; the page's own lifetimes do not apply to a draft.
      res.setHeader("Cache-Control", "no-store");
      res.send(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      log("error", "preview failed", { error: describeError(error) });
      next(error);
    }
  };
}
