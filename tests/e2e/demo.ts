import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { readChurchFolder, ROOT } from "./content";

/**
 * The demo church as its journeys expect it: the server's own copy of
 * content/redwood-coast (E2E_CONTENT_DIR, made by playwright.config.ts), read
 * by tests/e2e/content.ts. A journey takes its names, words, times and pages
 * from here, so it holds for whatever the folder says; the editor's journeys
 * publish into a copy of their own, never this one.
 */
export const demo = readChurchFolder(process.env.E2E_CONTENT_DIR ?? path.join(ROOT, "content/redwood-coast"));
export const { church, services, navigation, pageAt, sectionOf, staffMember, fill, titleOf, timeZone } = demo;

/** An event's start as the server's copy of the folder dates it ("2027-06-21 09:00"): the copy may have moved it on. */
export function eventStartOf(eventId: string): string {
  const folder = process.env.E2E_CONTENT_DIR ?? path.join(ROOT, "content/redwood-coast");
  const event = parse(readFileSync(path.join(folder, "events", `${eventId}.yaml`), "utf8")) as { start: string };
  return event.start;
}
