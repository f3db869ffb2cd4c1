import type { RequestHandler } from "express";

/**
 * Guards for requests that change something (form posts, GraphQL mutations):
 * filled in by the visitor-data issue (XSRF check, rate limit, body size,
 * content types). Mounted by server.ts before the routes.
 */
export function protectWrites(): RequestHandler[] {
  return [];
}
