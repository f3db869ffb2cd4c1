import type { ChurchContent } from "~/content/model";
import type { Language } from "~/i18n/languages";

declare module "react-router" {
  interface AppLoadContext {
    /** The server's clock for this request, in ms since the epoch (settable in tests). */
    now: number;
    /**
     * The church's content this request is rendered with: the folder's current
     * content (app/server/content.server.ts), one snapshot for the whole request.
     */
    content: ChurchContent;
    /** Lets the render report an error to the request's log line. */
    reportError?: (error: unknown) => void;
    /**
     * The client's network address as the trusted proxy reports it, for the
     * staff sign-in's rate limits (held in memory only, never logged).
     * Absent on pages rendered for the page cache, which are the same for everyone.
     */
    clientAddress?: string;
    /**
     * A staff member's preview of a draft (issue 18, app/features/editor/preview.server.ts):
     * the page as it will look, without the browser scripts, which would
     * take the preview's own address for the page's.
     */
    preview?: boolean;
    /**
     * The language of the page asked for (issue 27): its address's prefix
     * (`/es/…`), else the church's default language.
     */
    language?: Language;
  }
}

export {};
