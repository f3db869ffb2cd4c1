import { pushIsOn } from "./push-settings.server";

/**
 * The JSON answers of /push/… (issue 44): never kept by any cache (each is about one phone, or the key
 * of this moment), and "off" when the site has no public address to send notices from.
 */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

export function pushAnswer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: PRIVATE });
}

/** The body of a JSON post, or undefined when it is not JSON (the write guard checked its type and size). */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Runs `answer` unless notices are off (404 `{"error": "off"}`). */
export async function whenPushIsOn(answer: () => Response | Promise<Response>): Promise<Response> {
  return pushIsOn() ? answer() : pushAnswer(404, { error: "off" });
}
