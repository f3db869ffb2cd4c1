import { expect, test, type Page, type TestInfo } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { mailTo } from "./mail";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 28, the group finder: a newcomer finds a group by day, place and room
 * without JavaScript, asks to join, the leader and the office get the request
 * by e-mail (read from the journeys' real SMTP server) with signed accept and
 * decline links, and the person hears back either way. The demo church's
 * groups are content/redwood-coast/groups.yaml.
 */

const OFFICE = "office@redwoodcoast.example";

/** A unique person per test and width, so each journey finds its own e-mails. */
function person(label: string, testInfo: TestInfo) {
  const tag = `${testInfo.project.name}-${testInfo.testId.slice(0, 8)}`;
  return { name: `${label} ${tag}`, email: `${label.toLowerCase()}.${tag}@example.org` };
}

/** The e-mail to `address` whose subject names `name` (the leader and the office get one per request). */
async function mailAbout(address: string, name: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((mail) => mail.subject?.includes(name));
        return found !== undefined;
      },
      { timeout: 15_000, message: `an e-mail to ${address} about ${name}` },
    )
    .toBe(true);
  return found!;
}

/** The accept or decline link of a request e-mail, as a path on the site under test. */
function answerLink(mail: ParsedMail, answer: "accept" | "decline"): string {
  const links = [...(mail.text ?? "").matchAll(/https?:\/\/\S+\/groups\/answer\?\S+/g)].map(
    (match) => new URL(match[0]),
  );
  const link = links.find((url) => url.searchParams.get("answer") === answer);
  if (!link) throw new Error(`no ${answer} link in the e-mail`);
  return `${link.pathname}${link.search}`;
}

async function askToJoin(page: Page, groupName: string, who: { name: string; email: string }, note: string) {
  await page.goto("/groups");
  await page.getByRole("link", { name: `Ask to join ${groupName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ask to join ${groupName}` })).toBeVisible();
  await page.getByLabel("Your name").fill(who.name);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("A note for the leader (optional)").fill(note);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your request is on its way to the group");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ page }, testInfo) => {
    await actAsClient(page, clientAddress(testInfo, "groups"));
  });

  test("the finder filters by day, room and childcare through the address, under the page's own text", async ({
    page,
  }) => {
    await page.goto("/groups");
    await expect(page.getByRole("heading", { level: 1, name: "Better Together" })).toBeVisible();
    const finder = page.getByRole("region", { name: "Find a group" });
    await expect(finder.getByRole("status")).toHaveText("7 groups of 7");
    // The full group says so and takes no request; the closed one too.
    const full = finder.getByRole("listitem").filter({ hasText: "McKinleyville Wednesday Group" });
    await expect(full).toContainText("Full");
    await expect(full.getByRole("link", { name: /Ask to join/ })).toHaveCount(0);
    await expect(finder.getByRole("link", { name: /Ask to join/ })).toHaveCount(5);
    await expect(finder.getByRole("listitem").filter({ hasText: "Men's Saturday Breakfast" })).toContainText(
      "Not taking new people this session",
    );
    // Tuesday's groups on the church's clock.
    await finder.getByLabel("Day", { exact: true }).selectOption({ label: "Tuesday" });
    await finder.getByRole("button", { name: "Show groups" }).click();
    await expect(page).toHaveURL(/\/groups\?day=tuesday(&|$)/);
    await expect(finder.getByRole("status")).toHaveText("2 groups of 7");
    await expect(finder.getByRole("heading", { level: 3 })).toHaveText([
      "Arcata Tuesday Home Group",
      "Eureka Tuesday Home Group",
    ]);
    await expect(finder.getByRole("listitem").first()).toContainText("Tuesdays at 6:30 PM");
    // The choices stay chosen; childcare narrows it to one.
    await expect(finder.getByLabel("Day", { exact: true })).toHaveValue("tuesday");
    await finder.getByLabel("With childcare").check();
    await finder.getByRole("button", { name: "Show groups" }).click();
    await expect(page).toHaveURL(/childcare=yes/);
    await expect(finder.getByRole("heading", { level: 3 })).toHaveText(["Arcata Tuesday Home Group"]);
    // Only groups with room: Wednesday's full group drops out.
    await page.goto("/groups?day=wednesday");
    await expect(finder.getByRole("heading", { level: 3 })).toHaveText(["McKinleyville Wednesday Group"]);
    await finder.getByLabel("Only groups with room").check();
    await finder.getByRole("button", { name: "Show groups" }).click();
    await expect(finder.getByRole("status")).toHaveText("0 groups of 7");
    await expect(finder).toContainText("No group matches these choices");
    await finder.getByRole("link", { name: "Show every group" }).click();
    await expect(finder.getByRole("status")).toHaveText("7 groups of 7");
  });

  test("a request accepted: the leader and the office get it, the leader accepts, the person is welcomed", async ({
    page,
  }, testInfo) => {
    const who = person("Ada", testInfo);
    await askToJoin(page, "Arcata Tuesday Home Group", who, "Tuesdays suit us well.");

    const toLeader = await mailAbout("dana.whitfield@example.org", who.name);
    const toOffice = await mailAbout(OFFICE, who.name);
    for (const mail of [toLeader, toOffice]) {
      expect(mail.subject).toBe(`Request to join Arcata Tuesday Home Group: ${who.name}`);
      expect(mail.text).toContain(`E-mail: ${who.email}`);
      expect(mail.text).toContain("Their note: Tuesdays suit us well.");
      expect(mail.replyTo?.value[0]?.address).toBe(who.email);
      expect(mail.messageId).toBeTruthy();
    }

    await page.goto(answerLink(toLeader, "accept"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A request to join Arcata Tuesday Home Group");
    await expect(page.getByText(`${who.name} (${who.email}) asked to join`)).toBeVisible();
    await page.getByRole("button", { name: `Accept ${who.name}` }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `You accepted ${who.name}. We have e-mailed ${who.name} to say so.`,
    );

    const [answer] = await mailTo(who.email);
    expect(answer!.subject).toBe("Welcome to Arcata Tuesday Home Group");
    expect(answer!.text).toContain(`Good news, ${who.name}: Arcata Tuesday Home Group would love to have you.`);

    // The office's link, used afterwards, changes nothing and sends nothing more.
    await page.goto(answerLink(toOffice, "decline"));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "This request was already accepted, so nothing was changed.",
    );
    await page.waitForTimeout(1500);
    expect(await mailTo(who.email)).toHaveLength(1);
  });

  test("a request declined from the office's e-mail: the person hears kindly, in their e-mail", async ({
    page,
  }, testInfo) => {
    const who = person("Bea", testInfo);
    await askToJoin(page, "Eureka Tuesday Home Group", who, "");
    const toLeader = await mailAbout("marcus.ortega@example.org", who.name);
    expect(toLeader.text).toContain("They left no note.");
    const toOffice = await mailAbout(OFFICE, who.name);
    await page.goto(answerLink(toOffice, "decline"));
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `You declined the request. We have e-mailed ${who.name} to say so.`,
    );
    const [answer] = await mailTo(who.email);
    expect(answer!.subject).toBe("Your request to join Eureka Tuesday Home Group");
    expect(answer!.text).toContain("The group cannot take you this time.");
  });

  test("asked from the Spanish page: the form speaks Spanish, the leader reads English, the answer comes in Spanish", async ({
    page,
  }, testInfo) => {
    const who = person("Eva", testInfo);
    await page.goto("/es/groups");
    const finder = page.getByRole("region", { name: "Encuentre un grupo" });
    await finder.getByLabel("Día", { exact: true }).selectOption({ label: "Martes" });
    await finder.getByRole("button", { name: "Mostrar grupos" }).click();
    await expect(page).toHaveURL(/\/es\/groups\?day=tuesday(&|$)/);
    await expect(finder.getByRole("status")).toHaveText("2 grupos de 7");
    await finder.getByRole("link", { name: "Pedir unirme a Grupo de hogar de Arcata, los martes" }).click();
    await expect(page).toHaveURL(/\/es\/groups\/join\?group=arcata-tuesday/);
    // The footer's e-mail list sign-up has a field of the same name: the form's own is in the main content.
    const form = page.getByRole("main");
    await form.getByLabel("Su nombre").fill(who.name);
    await form.getByLabel("Correo electrónico").fill(who.email);
    await page.getByRole("button", { name: "Enviar mi solicitud" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Su solicitud va en camino al grupo");

    // The leader and the office read the church's own language.
    const toLeader = await mailAbout("dana.whitfield@example.org", who.name);
    expect(toLeader.subject).toBe(`Request to join Arcata Tuesday Home Group: ${who.name}`);
    await page.goto(answerLink(toLeader, "accept"));
    await page.getByRole("button", { name: `Accept ${who.name}` }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(`You accepted ${who.name}.`);

    const [answer] = await mailTo(who.email);
    expect(answer!.subject).toBe("Bienvenido a Grupo de hogar de Arcata, los martes");
    expect(answer!.text).toContain(
      `Buenas noticias, ${who.name}: a Grupo de hogar de Arcata, los martes le encantaría recibirle.`,
    );
  });

  test("a forged link changes nothing; a bad form says what to fix beside each field", async ({ page }) => {
    const response = await page.goto("/groups/answer?request=abc&sig=forged&answer=accept");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
    await page.goto("/groups/join?group=arcata-tuesday");
    await page.getByLabel("Your name").fill("Cy");
    // An address the browser lets through (no script checks it) but no mail system could answer.
    await page.getByLabel("E-mail").fill("cy@example");
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(/Please enter an e-mail address we can answer/);
    await expect(page.getByLabel("Your name")).toHaveValue("Cy");
    expect((await page.goto("/groups/join?group=mckinleyville-wednesday"))?.status()).toBe(200);
    await expect(page.getByText("This group is full right now")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send my request" })).toHaveCount(0);
    expect((await page.goto("/groups/join?group=no-such-group"))?.status()).toBe(404);
  });
});

test("the finder, a join form with its problems and an answer page pass an accessibility scan @widths", async ({
  page,
}, testInfo) => {
  // Five scans, each a few seconds on a busy machine.
  test.slow();
  await actAsClient(page, clientAddress(testInfo, "groups-axe"));
  await page.goto("/groups?day=tuesday&childcare=yes");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/groups/join?group=womens-thursday-morning");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Your name").fill(" ");
  await page.getByLabel("E-mail").fill("dee@example");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const who = person("Dee", testInfo);
  await page.getByLabel("Your name").fill(who.name);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("main").getByRole("status")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const toLeader = await mailAbout("grace.kim@example.org", who.name);
  await page.goto(answerLink(toLeader, "accept"));
  await expectNoSeriousA11yViolations(page);
});

test("staff see the requests nobody has answered in /admin/groups and answer one there @widths", async ({
  page,
}, testInfo) => {
  test.slow(); // a request, a sign-in, two scans
  const who = person("Flo", testInfo);
  await actAsClient(page, clientAddress(testInfo, "groups-visitor"));
  await askToJoin(page, "Women's Thursday Morning", who, "Mornings suit me.");
  await mailAbout(OFFICE, who.name);

  const link = await inviteByCommand(staffAddress(testInfo, "groups-editor"), "editor", "Eli Editor");
  await actAsClient(page, clientAddress(testInfo, "groups-editor"));
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await page.getByRole("link", { name: "Groups", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Requests to join groups");
  const row = page.getByRole("row").filter({ hasText: who.email });
  await expect(row.getByRole("rowheader")).toContainText(who.name);
  await expect(row).toContainText("Mornings suit me.");
  await expectNoSeriousA11yViolations(page);

  await row.getByRole("button", { name: /^Decline\b/ }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`Answered; ${who.name} will get an e-mail.`);
  await expect(page.getByRole("row").filter({ hasText: who.email })).toHaveCount(0);
  const [answer] = await mailTo(who.email);
  expect(answer!.subject).toBe("Your request to join Women's Thursday Morning");
});
