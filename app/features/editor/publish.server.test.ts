import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { listAudit } from "~/features/auth/audit-log.server";
import { getContent } from "~/server/content.server";
import { versionOf } from "./content-files.server";
import { readableDiff } from "./diff";
import { EDITOR, publishOver, withContentCopy } from "./test-support";
import { publish } from "./publish.server";
import { listRevisions } from "./revisions.server";

/**
 * Publishing (issue 18) against a copy of the demo church: a change is
 * written, served at once and kept as a revision with its diff; a publish
 * over someone else's newer change, or of a file the site would refuse,
 * writes nothing; an earlier version is restored as a new revision.
 */

const KIDS = "pages/ministries/kids.yaml";
const NOW = Date.parse("2026-11-24T18:00:00Z");
const folder = withContentCopy("publish");

const onDisk = () => readFileSync(path.join(folder.dir(), KIDS), "utf8");
const kidsPage = () => getContent().pages.find((page) => page.path === "/ministries/kids")!;

test("a publish writes the file, is served at once and is a revision with a readable diff", async () => {
  const before = onDisk();
  const after = before.replace("tagline: Partnering with parents", "tagline: Walking with parents");
  const outcome = await publishOver(KIDS, before, after, NOW);
  expect(outcome).toEqual({ ok: true, revisionId: expect.any(Number), live: true });
  expect(onDisk()).toBe(after);
  // The comments at the top of the file are the developer's own, kept.
  expect(onDisk()).toMatch(/^# yaml-language-server/);
  expect(kidsPage().tagline).toBe("Walking with parents to help kids find and follow Jesus");

  const [revision] = listRevisions({ file: KIDS });
  expect(revision).toMatchObject({ action: "publish", beforeText: before, afterText: after, at: NOW });
  const changed = readableDiff(revision!.beforeText, revision!.afterText).filter(
    (line) => line.kind === "added" || line.kind === "removed",
  );
  expect(changed).toEqual([
    expect.objectContaining({
      kind: "removed",
      text: "tagline: Partnering with parents to help kids find and follow Jesus",
    }),
    expect.objectContaining({
      kind: "added",
      text: "tagline: Walking with parents to help kids find and follow Jesus",
    }),
  ]);
  expect(listAudit({ limit: 5 }).map((entry) => entry.action)).toContain("content-published");
}, 60_000);

test("a publish over someone else's newer change is refused and writes nothing", async () => {
  const original = onDisk();
  const theirs = original.replace("title: RC Kids", "title: Kids");
  expect(await publishOver(KIDS, original, theirs, NOW)).toMatchObject({ ok: true });
  const mine = original.replace("tagline: Partnering", "tagline: Together");
  const outcome = await publishOver(KIDS, original, mine, NOW);
  expect(outcome).toMatchObject({ ok: false, reason: "conflict" });
  expect(onDisk()).toBe(theirs);
  expect(kidsPage().title).toBe("Kids");
}, 60_000);

test("a file the site would refuse is not published, with its field named", async () => {
  const original = onDisk();
  const broken = original.replace("title: RC Kids", 'title: ""');
  const outcome = await publishOver(KIDS, original, broken, NOW);
  expect(outcome).toMatchObject({
    ok: false,
    reason: "problems",
    problems: [expect.objectContaining({ file: KIDS, field: "title" })],
  });
  expect(onDisk()).toBe(original);
}, 60_000);

test("restoring the version before a change publishes it again as a new revision", async () => {
  const original = onDisk();
  const changed = original.replace("title: RC Kids", "title: Little Ones");
  const first = await publishOver(KIDS, original, changed, NOW);
  if (!first.ok) throw new Error("not published");
  const restored = await publish({
    actor: EDITOR,
    file: KIDS,
    text: original,
    baseVersion: versionOf(changed),
    action: "restore",
    restoredFrom: first.revisionId!,
    now: NOW + 60_000,
  });
  expect(restored).toMatchObject({ ok: true });
  expect(onDisk()).toBe(original);
  expect(kidsPage().title).toBe("RC Kids");
  const [latest, earlier] = listRevisions({ file: KIDS });
  expect(latest).toMatchObject({
    action: "restore",
    restoredFrom: first.revisionId,
    beforeText: changed,
    afterText: original,
  });
  expect(earlier).toMatchObject({ id: first.revisionId, afterText: changed });
}, 60_000);
