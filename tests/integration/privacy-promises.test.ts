import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test, vi } from "vitest";
import { registerCleanUps } from "~/background.server";
import { RETENTION } from "~/features/backups/backup.server";
import { PRIVACY_TOPICS } from "~/content/schema";
import { isServedPath } from "~/content/site";
import { privacyFactsOf } from "~/features/privacy/facts.server";
import { privacyStatements } from "~/features/privacy/statements";
import { translator } from "~/i18n/translate";
import { getContent } from "~/server/content.server";
import { listAudit, recordAudit } from "~/features/auth/audit-log.server";
import { getDraft, saveDraft } from "~/features/editor/drafts.server";
import { readableDiff } from "~/features/editor/diff";
import { getRevision, listRevisions, recordRevision } from "~/features/editor/revisions.server";
import { addPerson, removePerson } from "~/features/auth/people.server";
import { SESSION_LIMITS } from "~/features/auth/sessions.server";
import { SIGN_IN_LIMITS } from "~/features/auth/sign-in-codes.server";
import { resetSignInLimitsForTests, SIGN_IN_RATES } from "~/features/auth/sign-in-limits.server";
import { requestEmailSignIn, signInWithCode } from "~/features/auth/sign-in.server";
import { addSubscriber } from "~/features/newsletter/subscribers.server";
import { visitContentOf } from "~/features/visits/visit-content";
import { allPlans } from "~/features/visits/visit-plans.server";
import { planVisit } from "~/features/visits/visits.server";
import { answerJoinRequest, submitJoinRequest } from "~/features/groups/join.server";
import { servicesToPlan } from "~/lib/visit-services";
import { closeDb, getDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { cleanUpReport, DAY_MS, resetCleanUpsForTests, runCleanUps } from "~/server/housekeeping.server";
import { requestLog } from "~/server/request-log.server";

/**
 * The privacy policy's statements (app/features/privacy/statements.ts, with every service on), statement by
 * statement, checked against the code; which configuration gets which statement: statements.test.ts beside it. Statements proved elsewhere name their test:
 * - "ask us to delete it ... ask Mailchimp to delete you permanently":
 *   app/features/privacy/forget.server.test.ts (Mailchimp down, then up)
 * - "the website checks every day": app/server/housekeeping.server.test.ts,
 *   and /healthz's last run in tests/e2e/server.spec.ts
 * - "one cookie ... holds a random code": tests/e2e/privacy.spec.ts
 * - "a second cookie remembers it for a year: it holds the language alone": tests/e2e/languages.spec.ts
 * - "Mailchimp sends you one e-mail asking you to confirm" (status pending):
 *   app/features/newsletter/mailchimp.server.test.ts
 * - "counts form posts per network address in memory only ... clears each one
 *   from memory once its minute is over": app/server/rate-limit.server.test.ts
 * - "we e-mail you a confirmation with a calendar invite ... a message whenever
 *   you change or cancel ... We e-mail each plan, change and cancellation to
 *   our church office, with your children's ages": app/features/visits/visits.server.test.ts
 * - "a reminder the day before (unless you ask for none)" and "any reminder not
 *   yet sent" (deletion): app/features/visits/reminders.server.test.ts,
 *   app/features/privacy/forget.server.test.ts
 * - "a link that lets you change or cancel your visit ... works only for your
 *   plan": tests/e2e/visit-manage.spec.ts (a forged link changes nothing)
 * - "our staff can list who is coming to each service": app/features/visits/who-is-coming.server.test.ts
 * - the staff activity log's "publishes, restores, picture uploads and alert changes":
 *   app/features/editor/publish.server.test.ts and uploads.server.test.ts
 */

/** Every statement the site can write: Mailchimp live, e-mail set up with the office's address. */
const everythingOn = privacyFactsOf(getContent(), {
  modes: { vimeo: "live", planningCenter: "live", mailchimp: "live" },
  SMTP_URL: "smtp://mail.example.org",
  PUBLIC_URL: "https://www.example.org",
  VISIT_NOTIFY_TO: "office@example.org",
});
const policy = PRIVACY_TOPICS.flatMap((topic) => privacyStatements(topic, everythingOn)).join("\n");
/** The same statements on the Spanish pages (issue 27): the numbers below are held to the code in both languages. */
const spanishPolicy = PRIVACY_TOPICS.flatMap((topic) =>
  privacyStatements(topic, everythingOn, translator("es", "US").t),
).join("\n");

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "privacy-test-"));
  resetEnvForTests();
  resetCleanUpsForTests();
});
afterAll(() => {
  closeDb();
  resetCleanUpsForTests();
});

function columnsOf(table: string): string[] {
  return (getDb().prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map(
    (row) => row.name,
  );
}

const content = visitContentOf(getContent());

test("'We collect only what you type into our forms': a visit plan stores its fields and nothing else", async () => {
  expect(policy).toContain("We collect only what you type into our forms");
  const now = Date.parse("2026-11-23T18:00:00Z");
  const [service] = servicesToPlan(content.schedule, now);
  const sent = await planVisit(
    {
      name: "Ann",
      email: "ann@example.org",
      phone: "805 555 0100",
      adults: "2",
      childrenAges: "5",
      service: service!.id,
      noReminder: "on",
      homeAddress: "1 Main St",
    },
    { content, now, fromPage: "/visit" },
  );
  expect(sent.ok).toBe(true);
  expect(policy).toContain(
    "your name, e-mail address, phone number (if you give it), how many adults are coming, your children's ages (if you tell us), the service you plan to attend and whether you want a reminder",
  );
  // What the visitor typed (name to children_ages, and the reminder's wish); the rest is the service as chosen, the plan's state and when.
  expect(columnsOf("visit_plans")).toEqual([
    "id",
    "name",
    "email",
    "phone",
    "adults",
    "children_ages",
    "service_id",
    "service_name",
    "service_label",
    "service_start",
    "service_end",
    "status",
    "sequence",
    "reminder",
    "reminder_at",
    "from_page",
    // "we keep the language of the page you used" (issue 27).
    "language",
    "created_at",
    "updated_at",
    // Issue 28 (decision 050): for a service with a capacity, the hold and its confirmation, and the device
    // as a signed code, never its address; the sentence that says so is the catalogue's visit.privacy.holds.
    "confirmation",
    "hold_expires_at",
    "client_key",
  ]);
  expect(translator("en").t("visit.privacy.holds")).toContain(
    "a code made from your device's network address (never the address itself)",
  );
  expect(JSON.stringify(allPlans())).not.toContain("Main St");
  expect(JSON.stringify(getDb().prepare("SELECT * FROM outbox").all())).not.toContain("Main St");
});

test("'When you join our e-mail list: your e-mail address' is the only personal field of a sign-up", async () => {
  await addSubscriber("ann@example.org", { source: "form" });
  // id is the address's MD5 (Mailchimp's member id); the rest is bookkeeping about the sign-up.
  expect(columnsOf("subscribers")).toEqual([
    "id",
    "email_address",
    "status",
    "source",
    "created_at",
    "mailchimp_synced_at",
    "mailchimp_problem",
    "language",
  ]);
  expect(policy).toContain("With either we keep the language of the page you used, so we write to you in it.");
});

test("'logs record which page was asked for and when, not who asked'", () => {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
  process.env.LOG_LEVEL = "info";
  resetEnvForTests();
  const finish: (() => void)[] = [];
  const request = { method: "POST", path: "/newsletter", ip: "203.0.113.9", headers: { "user-agent": "Firefox" } };
  const response = {
    statusCode: 303,
    locals: {},
    getHeader: () => undefined,
    on: (_: string, listener: () => void) => finish.push(listener),
  };
  requestLog()(request as never, response as never, () => undefined);
  finish.forEach((listener) => listener());
  process.env.LOG_LEVEL = "error";
  resetEnvForTests();
  const line = lines.find((text) => text.includes('"request"'));
  expect(line).toContain("/newsletter");
  expect(line).not.toContain("203.0.113.9");
  expect(line).not.toContain("Firefox");
});

test("'Visit plans are deleted from this website one year after the date of the visit, with the e-mails we sent about them; the website checks every day'", async () => {
  expect(policy).toContain(
    "Visit plans are deleted from this website one year after the date of the visit, with the e-mails we sent about them; the website checks every day",
  );
  expect(spanishPolicy).toContain(
    "Los planes de visita se borran de este sitio web un año después de la fecha de la visita, junto con los correos que enviamos sobre ellos; el sitio web lo revisa cada día",
  );
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
  process.env.PUBLIC_URL = "https://www.example.org";
  resetEnvForTests();
  const planned = Date.parse("2025-11-01T18:00:00Z");
  const [old] = servicesToPlan(content.schedule, planned);
  const [recent] = servicesToPlan(content.schedule, Date.parse("2026-11-01T18:00:00Z"));
  await planVisit(
    { name: "Old", email: "old@example.org", adults: "1", service: old!.id },
    { content, now: planned, fromPage: "/visit" },
  );
  await planVisit(
    { name: "New", email: "new@example.org", adults: "1", service: recent!.id },
    { content, now: Date.parse("2026-11-01T18:00:00Z"), fromPage: "/visit" },
  );
  registerCleanUps();
  // The day before the old visit's year is up, it stays.
  await runCleanUps(old!.start + 364 * 24 * 3600_000);
  expect(allPlans().map((plan) => plan.name)).toEqual(["Old", "New"]);
  await runCleanUps(old!.start + 366 * 24 * 3600_000);
  expect(allPlans().map((plan) => plan.name)).toEqual(["New"]);
  expect(cleanUpReport()["visit-plans"]).toMatchObject({ ok: true, removed: { visitPlans: 1, visitMails: 1 } });
  expect(JSON.stringify(getDb().prepare("SELECT payload FROM outbox").all())).not.toContain("old@example.org");
  delete process.env.SMTP_URL;
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
});

test("'Requests to join a group are deleted 90 days after they are answered, or 180 days after they were sent if nobody answered, with the e-mails we sent about them'", async () => {
  expect(policy).toContain(
    "Requests to join a group are deleted 90 days after they are answered, or 180 days after they were sent if nobody answered, with the e-mails we sent about them; the website checks every day",
  );
  expect(policy).toContain("your requests to join a group");
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
  process.env.PUBLIC_URL = "https://www.example.org";
  resetEnvForTests();
  const sent = Date.parse("2026-06-01T18:00:00Z");
  const group = {
    id: "g",
    name: "G",
    description: null,
    day: null,
    time: null,
    schedule: null,
    area: null,
    kind: null,
    childcare: null,
    enrollment: "open" as const,
    leaderEmail: "leader@example.org",
    leaderName: null,
  };
  const ask = (email: string) => {
    const outcome = submitJoinRequest(
      { name: email, email },
      { content: getContent(), group, language: "en", now: sent },
    );
    if (!outcome.ok) throw new Error("not stored");
    return outcome.request.id;
  };
  const answered = ask("answered@example.org");
  ask("unanswered@example.org");
  answerJoinRequest(answered, "accepted", { content: getContent(), now: sent + DAY_MS });
  registerCleanUps();
  const names = () =>
    (getDb().prepare("SELECT email FROM join_requests ORDER BY email").all() as { email: string }[]).map(
      (row) => row.email,
    );
  await runCleanUps(sent + 90 * DAY_MS);
  expect(names()).toEqual(["answered@example.org", "unanswered@example.org"]);
  await runCleanUps(sent + 92 * DAY_MS);
  expect(names()).toEqual(["unanswered@example.org"]);
  // Its e-mails (to the leader, the office, and the answer) went with it.
  const mailsOf = (id: string) =>
    (
      getDb().prepare("SELECT COUNT(*) AS n FROM outbox WHERE dedupe_key LIKE ?").get(`mail:join:${id}:%`) as {
        n: number;
      }
    ).n;
  expect(mailsOf(answered)).toBe(0);
  await runCleanUps(sent + 181 * DAY_MS);
  expect(names()).toEqual([]);
  expect(cleanUpReport()["join-requests"]).toMatchObject({ ok: true, removed: { joinRequests: 1, joinMails: 2 } });
  delete process.env.SMTP_URL;
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
});

test("'a private backup copy ... made each day ... delete each copy once it is 14 days old': the nightly timer in deploy/ and restic's pruning", () => {
  expect(policy).toContain("made each day, and delete each copy once it is 14 days old");
  expect(spanishPolicy).toContain("hecha cada día, y borramos cada copia cuando cumple 14 días");
  expect(spanishPolicy).toContain("en un plazo de 14 días");
  // Each day: the timer's one calendar line is a daily time (systemd's *-*-* HH:MM:SS).
  const timer = readFileSync(path.join(process.cwd(), "deploy", "church-website-backup.timer"), "utf8");
  expect(timer.match(/^OnCalendar=(.*)$/gm)).toEqual([expect.stringMatching(/^OnCalendar=\*-\*-\* \d\d:\d\d:\d\d$/)]);
  expect(timer).toMatch(/^Persistent=true$/m);
  const service = readFileSync(path.join(process.cwd(), "deploy", "church-website-backup.service"), "utf8");
  expect(service).toMatch(/^ExecStart=\/usr\/bin\/node \/opt\/church-website\/current\/scripts\/backup\.mjs backup$/m);
  // 14 days: every run prunes what is older, down to the last pack (tests/integration/backups.test.ts moves the clock).
  expect(RETENTION).toEqual(["--keep-within-daily", "14d", "--prune", "--max-unused", "0"]);
});

// Staff sign-in (issue 18). The sign-in itself is proved in app/features/auth/*.test.ts and tests/e2e/admin-*.spec.ts.

test("staff: 'name, e-mail address and role, the public part of each passkey, and an activity log ... never from which network address'", async () => {
  expect(policy).toContain("the public part of each passkey they add");
  expect(policy).toContain("never from which network address");
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
  resetEnvForTests();
  resetSignInLimitsForTests();
  try {
    addPerson({ email: "ann@example.org", role: "editor", actor: "command line", now: Date.now() });
    const asked = await requestEmailSignIn({ email: "ann@example.org", client: "203.0.113.9", now: Date.now() });
    await requestEmailSignIn({ email: "nobody@example.org", client: "203.0.113.9", now: Date.now() });
    if (!asked.ok) throw new Error("asked");
    signInWithCode({ attemptToken: asked.attemptToken, code: "000000", client: "203.0.113.9", now: Date.now() });
  } finally {
    delete process.env.SMTP_URL;
    resetEnvForTests();
  }
  expect(columnsOf("staff_people")).toEqual(["id", "email", "name", "role", "status", "created_at", "removed_at"]);
  expect(columnsOf("staff_passkeys")).toEqual([
    "id",
    "person_id",
    "name",
    "public_key",
    "counter",
    "transports",
    "created_at",
    "last_used_at",
  ]);
  expect(columnsOf("staff_audit_log")).toEqual(["id", "at", "action", "actor_id", "actor", "subject", "detail"]);
  // Nothing anywhere in the database holds the address the attempts came from, or the unknown address typed.
  const tables = (
    getDb().prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
  ).map((row) => row.name);
  const everything = JSON.stringify(tables.map((table) => getDb().prepare(`SELECT * FROM "${table}"`).all()));
  expect(everything).toContain("ann@example.org");
  expect(everything).not.toContain("203.0.113.9");
  expect(everything).not.toContain("nobody@example.org");
});

test("staff: 'counted in memory only ... per network address for a minute, and per e-mail address for 15 minutes'", () => {
  expect(policy).toContain("per network address for a minute, and per e-mail address for 15 minutes");
  expect(spanishPolicy).toContain(
    "por dirección de red durante un minuto, y por correo electrónico durante 15 minutos",
  );
  // The limiters are app/server/rate-limit.server.ts's (in memory, each key let go once its window is over; its test).
  expect(SIGN_IN_RATES.mailWindowMs).toBe(15 * 60_000);
});

test("staff cookies: 'until they sign out, after a day without use, or after two weeks at most'; 'ten minutes'", () => {
  expect(policy).toContain("until they sign out, after a day without use, or after two weeks at most");
  expect(spanishPolicy).toContain("hasta que cierran sesión, tras un día sin uso o, como máximo, tras dos semanas");
  expect(SESSION_LIMITS.idleMs).toBe(DAY_MS);
  expect(SESSION_LIMITS.absoluteMs).toBe(14 * DAY_MS);
  expect(policy).toContain("the other lasts ten minutes while they sign in with a code");
  expect(spanishPolicy).toContain("la otra dura diez minutos mientras inician sesión con un código");
  expect(SIGN_IN_LIMITS.codeTtlMs).toBe(10 * 60_000);
});

test("staff: 'The staff activity log keeps each entry for one year. A person removed ... deleted one year after their removal'", async () => {
  expect(policy).toContain("The staff activity log keeps each entry for one year");
  expect(policy).toContain("A person removed from the staff is deleted one year after their removal");
  expect(spanishPolicy).toContain("El registro de actividad del personal guarda cada entrada durante un año");
  expect(spanishPolicy).toContain("Una persona dada de baja del personal se borra un año después de su baja");
  const now = Date.parse("2026-11-22T18:00:00Z");
  const yearAgo = now - 365 * DAY_MS;
  const owner = addPerson({ email: "owner@example.org", role: "owner", actor: "command line", now: yearAgo - DAY_MS });
  const early = addPerson({ email: "early@example.org", role: "editor", actor: "command line", now: yearAgo - DAY_MS });
  const late = addPerson({ email: "late@example.org", role: "editor", actor: "command line", now: now - DAY_MS });
  if (!owner.ok || !early.ok || !late.ok) throw new Error("added");
  const actor = { id: owner.person.id, email: owner.person.email };
  removePerson({ personId: early.person.id, actor, now: yearAgo - 1000 });
  removePerson({ personId: late.person.id, actor, now: now - DAY_MS });
  registerCleanUps();
  await runCleanUps(now);
  const left = getDb().prepare("SELECT email FROM staff_people ORDER BY email").all();
  expect(left).toEqual([{ email: "late@example.org" }, { email: "owner@example.org" }]);
  // Entries older than a year went (the two early invitations and the early removal); the later ones stay.
  expect(listAudit().map((entry) => [entry.action, entry.subject])).toEqual([
    ["removal", "late@example.org"],
    ["invitation", "late@example.org"],
  ]);
  expect(cleanUpReport()["staff-sign-in"]).toMatchObject({
    ok: true,
    removed: { activityEntries: 3, removedPeople: 1 },
  });
});

// The staff editor (issue 18): drafts and revisions.

test("editor: 'each person's unpublished drafts, and a revision of every publish: who published it and when, and the file's text before and after'", () => {
  expect(policy).toContain(
    "we keep each person's unpublished drafts, and a revision of every publish: who published it and when, and the file's text before and after, which shows what changed",
  );
  const now = Date.parse("2026-11-24T18:00:00Z");
  const ann = addPerson({ email: "ann@example.org", name: "Ann Lee", role: "editor", actor: "command line", now });
  if (!ann.ok) throw new Error(ann.message);
  const id = recordRevision({
    file: "pages/about.yaml",
    at: now,
    action: "publish",
    actorId: ann.person.id,
    beforeText: "title: About\n",
    afterText: "title: About us\n",
  });
  saveDraft({
    personId: ann.person.id,
    file: "pages/about.yaml",
    baseVersion: "none",
    baseText: null,
    text: "title: About\n",
    now,
  });
  // A draft: whose, which file, the version it began from and its text, when it was last changed, whether it waits for review.
  expect(columnsOf("editor_drafts")).toEqual([
    "person_id",
    "file",
    "base_version",
    "base_text",
    "text",
    "updated_at",
    "submitted_at",
  ]);
  expect(columnsOf("editor_revisions")).toEqual([
    "id",
    "file",
    "at",
    "action",
    "actor_id",
    "drafted_by",
    "before_text",
    "after_text",
    "restored_from",
  ]);
  const revision = getRevision(id)!;
  expect(revision).toMatchObject({ actor: "Ann Lee", at: now });
  // What changed is worked out from the two texts (the History page's diff).
  expect(readableDiff(revision.beforeText, revision.afterText)).toContainEqual(
    expect.objectContaining({ kind: "added", text: "title: About us" }),
  );
});

test("editor: 'a draft nobody has changed for one year is deleted. Each revision is deleted one year after its publish, like the activity log's entry for it'", async () => {
  expect(policy).toContain(
    "A draft is kept until it is published or discarded, and a draft nobody has changed for one year is deleted. Each revision is deleted one year after its publish, like the activity log's entry for it",
  );
  expect(spanishPolicy).toContain(
    "un borrador que nadie ha cambiado en un año se borra. Cada revisión se borra un año después de su publicación",
  );
  expect(policy).toContain("The website checks every day.");
  const now = Date.parse("2026-11-24T18:00:00Z");
  const yearAgo = now - 365 * DAY_MS;
  const ann = addPerson({ email: "ann@example.org", role: "editor", actor: "command line", now: yearAgo - DAY_MS });
  if (!ann.ok) throw new Error(ann.message);
  const draft = (file: string, at: number) =>
    saveDraft({ personId: ann.person.id, file, baseVersion: "none", baseText: null, text: "title: Draft\n", now: at });
  draft("pages/old.yaml", yearAgo - 1000);
  draft("pages/kept.yaml", yearAgo - 1000);
  // Changed again since: its year starts over.
  draft("pages/kept.yaml", now - DAY_MS);
  const published = (file: string, at: number) => {
    recordRevision({ file, at, action: "publish", actorId: ann.person.id, beforeText: null, afterText: "title: A\n" });
    recordAudit({
      at,
      action: "content-published",
      actor: { id: ann.person.id, email: "ann@example.org" },
      subject: file,
    });
  };
  published("pages/old.yaml", yearAgo - 1000);
  published("pages/recent.yaml", yearAgo + 1000);
  registerCleanUps();
  await runCleanUps(now);
  expect(getDraft(ann.person.id, "pages/old.yaml")).toBeUndefined();
  expect(getDraft(ann.person.id, "pages/kept.yaml")).toBeDefined();
  expect(listRevisions().map((revision) => revision.file)).toEqual(["pages/recent.yaml"]);
  // The revision and the activity log's entry for the same publish go together.
  expect(
    listAudit()
      .filter((entry) => entry.action === "content-published")
      .map((entry) => entry.subject),
  ).toEqual(["pages/recent.yaml"]);
  expect(cleanUpReport()["editor"]).toMatchObject({ ok: true, removed: { idleDrafts: 1, oldRevisions: 1 } });
});

// The statements that follow the settings (issue 26): each configuration's sentence, held to what the code does then.

function statementsFor(modes: Record<"vimeo" | "planningCenter" | "mailchimp", "live" | "demo" | "off">): string {
  const facts = privacyFactsOf(getContent(), { modes });
  return PRIVACY_TOPICS.flatMap((topic) => privacyStatements(topic, facts)).join("\n");
}

test("Mailchimp off or demo: 'kept on this website only: it sends them to no mailing service'; a sign-up queues nothing", async () => {
  for (const mailchimp of ["off", "demo"] as const) {
    const text = statementsFor({ vimeo: "off", planningCenter: "off", mailchimp });
    expect(text).toContain(
      "E-mail addresses for our list are kept on this website only: it sends them to no mailing service.",
    );
    expect(text).not.toContain("Mailchimp");
  }
  await addSubscriber("ann@example.org", { source: "form" });
  expect(getDb().prepare("SELECT topic FROM outbox").all()).toEqual([]);
});

test("Mailchimp live: 'kept on this website and with Mailchimp'; a sign-up is queued for Mailchimp", async () => {
  expect(statementsFor({ vimeo: "off", planningCenter: "off", mailchimp: "live" })).toContain(
    "E-mail addresses for our list are kept on this website and with Mailchimp",
  );
  process.env.MAILCHIMP_API_KEY = "0123456789abcdef-us1";
  process.env.MAILCHIMP_LIST_ID = "list1";
  resetEnvForTests();
  try {
    await addSubscriber("ann@example.org", { source: "form" });
    expect(getDb().prepare("SELECT topic FROM outbox").all()).toEqual([{ topic: "mailchimp.upsert" }]);
  } finally {
    delete process.env.MAILCHIMP_API_KEY;
    delete process.env.MAILCHIMP_LIST_ID;
    resetEnvForTests();
  }
});

test("Planning Center is named only while the events it serves are on", () => {
  const off = { vimeo: "off", planningCenter: "off", mailchimp: "off" } as const;
  // The events Planning Center serves: the church's own (events/<id>.yaml, issue 28) set aside.
  const withoutOwnEvents = { ...getContent(), events: [] };
  expect(statementsFor(off)).not.toContain("Planning Center");
  expect(isServedPath(withoutOwnEvents, off, "/events")).toBe(false);
  expect(statementsFor({ ...off, planningCenter: "live" })).toContain(
    "signing up for an event happens on Planning Center's own site",
  );
  expect(isServedPath(withoutOwnEvents, { ...off, planningCenter: "live" }, "/events")).toBe(true);
});

test("the church's own events keep /events without Planning Center, and the policy names Planning Center no more", () => {
  const off = { vimeo: "off", planningCenter: "off", mailchimp: "off" } as const;
  expect(getContent().events.length).toBeGreaterThan(0);
  expect(isServedPath(getContent(), off, "/events")).toBe(true);
  expect(statementsFor(off)).not.toContain("Planning Center");
});
