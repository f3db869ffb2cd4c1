import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { getContent } from "~/server/content.server";
import { versionOf } from "./content-files.server";
import { getDraft, saveDraft, submitDraft } from "./drafts.server";
import { newStaffPerson, withContentCopy } from "./test-support";
import { publishReviewed, reviewRevisionOf, shownTextField } from "./review.server";

/**
 * Issue 25, the attack: an editor's review page showed draft A; its author
 * then saved draft B (asking for bank details elsewhere) and the editor's
 * Publish put B live. Now the Publish carries A's revision: B is refused with
 * what changed, and saving B takes the draft out of review anyway.
 */

const KIDS = "pages/ministries/kids.yaml";
const reviewer = { id: "editor-1", email: "editor@example.org" };
const NOW = Date.parse("2026-11-24T18:00:00Z");
const folder = withContentCopy("review");
let author: string;

const onDisk = () => readFileSync(path.join(folder.dir(), KIDS), "utf8");
const kidsPage = () => getContent().pages.find((page) => page.path === "/ministries/kids")!;

beforeEach(() => {
  author = newStaffPerson("contributor", NOW);
});

function draftOf(text: string, now: number) {
  const original = onDisk();
  saveDraft({ personId: author, file: KIDS, baseVersion: versionOf(original), baseText: original, text, now });
}

const textA = () => onDisk().replace("tagline: Partnering with parents", "tagline: Walking with parents");
const BANK = "tagline: Please send your bank details to https://example.net/gift before Sunday.";
const textB = () => textA().replace(/^tagline: .*$/m, BANK);

test("saving a submitted draft with a change takes it out of review; a save with no change does not", () => {
  draftOf(textA(), NOW);
  submitDraft(author, KIDS, NOW);
  draftOf(textA(), NOW + 1000);
  expect(getDraft(author, KIDS)?.submittedAt).toBe(NOW);
  draftOf(textB(), NOW + 2000);
  expect(getDraft(author, KIDS)?.submittedAt).toBeNull();
});

test("the attack: a draft changed after the review page showed it is not published", async () => {
  const original = onDisk();
  draftOf(textA(), NOW);
  submitDraft(author, KIDS, NOW);
  // The editor's review page shows draft A.
  const shownDraft = getDraft(author, KIDS)!;
  const revision = reviewRevisionOf(shownDraft);
  const shown = shownTextField(shownDraft);

  // The author saves B: the draft is out of review, so the old page's Publish does nothing.
  draftOf(textB(), NOW + 60_000);
  const whileOut = await publishReviewed({ reviewer, author, file: KIDS, revision, shown, now: NOW + 120_000 });
  expect(whileOut).toEqual({ ok: false, reason: "not-submitted" });
  expect(onDisk()).toBe(original);

  // The author sends B again: the page that showed A is refused, with what changed since.
  submitDraft(author, KIDS, NOW + 180_000);
  const refused = await publishReviewed({ reviewer, author, file: KIDS, revision, shown, now: NOW + 240_000 });
  expect(refused).toMatchObject({ ok: false, reason: "changed" });
  if (refused.ok || refused.reason !== "changed") throw new Error("not refused");
  expect(refused.changes?.filter((line) => line.kind !== "same" && line.kind !== "gap")).toEqual([
    expect.objectContaining({ kind: "removed", text: expect.stringMatching(/^tagline: Walking with parents/) }),
    expect.objectContaining({ kind: "added", text: BANK }),
  ]);
  expect(onDisk()).toBe(original);
  expect(kidsPage().tagline).toMatch(/^Partnering with parents/);
  expect(getDraft(author, KIDS)?.text).toBe(textB());

  // Shown B, the editor may publish B: exactly the text reviewed goes live.
  const nowShown = getDraft(author, KIDS)!;
  const published = await publishReviewed({
    reviewer,
    author,
    file: KIDS,
    revision: reviewRevisionOf(nowShown),
    shown: shownTextField(nowShown),
    now: NOW + 300_000,
  });
  expect(published).toMatchObject({ ok: true });
  expect(onDisk()).toBe(textB());
  expect(getDraft(author, KIDS)).toBeUndefined();
}, 60_000);

test("a Publish that does not say which revision it was shown publishes nothing", async () => {
  const original = onDisk();
  draftOf(textA(), NOW);
  submitDraft(author, KIDS, NOW);
  const outcome = await publishReviewed({ reviewer, author, file: KIDS, revision: "", now: NOW + 1000 });
  expect(outcome).toEqual({ ok: false, reason: "changed", changes: null });
  expect(onDisk()).toBe(original);
}, 60_000);
