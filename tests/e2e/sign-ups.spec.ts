import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { mailTo } from "./mail";
import { eventStartOf } from "./demo";
import { fillSummerCampSignUp } from "./registrations";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 28: an event of the church's own (content/redwood-coast/events/) takes
 * sign-ups on the site, without JavaScript: a held sign-up is confirmed by the
 * link its e-mail carries (read from the real SMTP server); a date shows its
 * places left under ten, and once full, sign-ups join the waitlist. Each
 * visitor comes from an address of their own (X-Forwarded-For, trusted from
 * loopback), as families on their own connections.
 */

let visitor = 0;
async function asNewVisitor(page: Page): Promise<void> {
  visitor += 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${(visitor % 250) + 1}` });
}

function address(name: string, testInfo: { project: { name: string }; testId: string }): string {
  return `${name}.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a parent signs a child up for the day camp from /events, confirms by the e-mailed link, and the place is theirs", async ({
    page,
  }, testInfo) => {
    await asNewVisitor(page);
    const email = address("ana", testInfo);
    const campStart = eventStartOf("summer-day-camp");
    await page.goto("/events");
    await page.getByRole("link", { name: "Sign up for Kids' Summer Day Camp" }).click();
    await expect(page).toHaveURL(/\/events\/summer-day-camp\/sign-up$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign up: Kids' Summer Day Camp" })).toBeVisible();

    // Sent without a name or the required answers: each problem beside its field, nothing stored.
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please check" })).toHaveText(
      "Please check the form: some answers need a change.",
    );
    await expect(page.getByText("Please write the name of at least one person.")).toBeVisible();

    await fillSummerCampSignUp(page, email);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\?result=held$/);
    await expect(page.getByRole("status")).toHaveText(
      "Almost done: we sent you an e-mail. Open its link within 30 minutes to confirm your places.",
    );

    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe("Please confirm your sign-up for Kids' Summer Day Camp");
    const link = /https?:\/\/[^\s)\]]+\/sign-ups\/confirm\?[^\s)\]]+/.exec(mail!.text ?? "")?.[0];
    expect(link, "the e-mail carries its confirmation link").toBeTruthy();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(
      page.getByText(
        new RegExp(`Confirm your sign-up for Kids' Summer Day Camp \\(.+${campStart.slice(0, 4)}.+\\) for 1 person\\.`),
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Confirm my sign-up" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Thank you: your places for Kids' Summer Day Camp are confirmed.",
    );

    // Confirmed, the after-sign-up confirmation follows: the answers, the place and an invite (read by ical.js).
    const [, confirmation] = await mailTo(email, 2);
    expect(confirmation!.subject).toMatch(/^You are registered: Kids' Summer Day Camp, /);
    expect(confirmation!.text).toContain("Mia Ruiz");
    expect(confirmation!.text).toContain("Kids M");
    expect(confirmation!.text).toContain("Fellowship Hall");
    const ics = confirmation!.attachments.find((part) => part.contentType.startsWith("text/calendar"));
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString("utf8")));
    const invite = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(invite.uid).toMatch(/^registration-[0-9a-f-]{36}@/);
    expect(invite.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(invite.startDate.toString()).toBe(`${campStart.replace(" ", "T")}:00`);

    // A forged link changes nothing.
    await page.goto(`${url.pathname}${url.search.replace(/sig=[^&]+/, "sig=forged")}`);
    await expect(page.getByText("This link is not valid or has expired. Please sign up again.")).toBeVisible();
  });

  test("a small class shows its places left under ten, and once full, the next family joins the waitlist", async ({
    page,
  }, testInfo) => {
    // The first couples confirm by the e-mailed link; the rest leave their places held, which count in full
    // (issue 43, decision 066): a date whose places are all held or confirmed is full.
    const signUp = async (name: string, confirm = true) => {
      await asNewVisitor(page);
      await page.goto("/events/parenting-class/sign-up");
      await page.getByLabel("Date").selectOption({ index: 0 });
      await page.getByLabel("Your name").fill(name);
      const email = address(name.toLowerCase().replace(/\W/g, ""), testInfo);
      await page.getByLabel("Your e-mail address").fill(email);
      await page.getByRole("group", { name: "Person 1" }).getByLabel("Name").fill(name);
      await page.getByRole("group", { name: "Person 2" }).getByLabel("Name").fill(`${name}'s partner`);
      await page.getByRole("button", { name: "Sign up" }).click();
      const said = await page.getByRole("status").textContent();
      if (!confirm) return said;
      const [mail] = await mailTo(email);
      const link = new URL(/https?:\/\/[^\s)\]]+\/sign-ups\/confirm\?[^\s)\]]+/.exec(mail!.text ?? "")![0]);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole("button", { name: "Confirm my sign-up" }).click();
      await expect(page.getByRole("status")).toContainText("are confirmed");
      return said;
    };
    // Twelve places on the first date: the first two couples leave eight, which the date now says.
    await signUp("Kim");
    await signUp("Lee");
    await page.goto("/events/parenting-class/sign-up");
    await expect(page.getByLabel("Date").locator("option").first()).toContainText("8 places left");
    for (const name of ["Max", "Noa", "Oli", "Pat"]) await signUp(name, false);
    await page.goto("/events/parenting-class/sign-up");
    await expect(page.getByLabel("Date").locator("option").first()).toContainText("Full: you can join the waitlist");
    expect(await signUp("Quinn", false)).toBe(
      "This date is full for now, so you are on the waitlist: you are number 1 in line. Places that come free (a hold not confirmed within 30 minutes, a cancellation) are offered in the order people joined the waitlist: we will e-mail you if places are offered to you.",
    );
    // The next date still has all its places, so nothing is said of them.
    await expect(page.getByLabel("Date").locator("option").nth(1)).not.toContainText("left");
  });

  test("families behind one network address all sign up; a refusal is said above the form, in Spanish (issue 38)", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000); // seven sign-ups, each a full page post
    // The tester's case: parents on one Wi-Fi, each in a fresh browser, two children each; the fourth was refused.
    await page.setExtraHTTPHeaders({
      "x-forwarded-for": testInfo.project.name === "phone" ? "192.0.2.38" : "192.0.2.39",
    });
    const signUp = async (parent: string, children: string[], age = "7") => {
      await page.goto("/es/events/summer-day-camp/sign-up");
      await page.getByLabel("Su nombre").fill(parent);
      await page.getByLabel("Su correo electrónico").fill(address(`${parent.toLowerCase()}-wifi`, testInfo));
      for (const [index, child] of children.entries()) {
        const person = page.getByRole("group", { name: `Persona ${index + 1}` });
        await person.getByLabel("Nombre").fill(child);
        await person.getByLabel("Edad").fill(age);
        await person.getByLabel("Asiste como").selectOption({ index: 0 });
      }
      await page.getByLabel("Talla de camiseta").selectOption("Kids M");
      await page
        .getByRole("group", { name: /Podemos tomar fotos/ })
        .getByLabel("Sí")
        .check();
      await page.getByRole("button", { name: "Inscribirse" }).click();
    };
    for (const parent of ["Ana", "Beto", "Carla", "Dario"]) {
      await signUp(parent, [`${parent} hijo`, `${parent} hija`]);
      await expect(page, parent).toHaveURL(/\?result=held$/);
    }
    // The same parent again, five more: over what one e-mail address may hold, said above the form.
    await signUp("Ana", ["Uno", "Dos", "Tres", "Cuatro", "Cinco"]);
    const summary = page.getByRole("alert").filter({ hasText: "lugares" });
    // (Two places; four when a retry of this test signed her up before.)
    await expect(summary).toContainText(/ya tiene [24] lugares para esta fecha/);
    await expect(summary).toContainText("un correo electrónico puede tener como máximo 6 lugares");
    await expect(page.getByRole("group", { name: "Persona 1" }).locator(".field-error")).toHaveCount(0);
    await expect(page.getByText(/dispositivo/)).toHaveCount(0);

    // An age outside the attendee type (40 as "Child (5-11)") is refused beside the age field.
    await signUp("Elena", ["Elena"], "40");
    const age = page.getByRole("group", { name: "Persona 1" }).getByLabel("Edad");
    await expect(age).toHaveAttribute("aria-invalid", "true");
    await expect(age).toHaveAccessibleDescription(
      "Niño (5-11) es para edades de 5 a 11 años. Revise la edad, o elija cómo asiste esta persona.",
    );
    // The allergies answer's limit is said before sending, and held by the field.
    const allergies = page.getByLabel(/alguna alergia/);
    await expect(allergies).toHaveAccessibleDescription("Como máximo 200 caracteres.");
    await expect(allergies).toHaveAttribute("maxlength", "200");
  });
});

// The scans the site-wide one (accessibility.spec.ts) cannot reach: the form with its problems, the confirmation page.
test("the sign-up form with its problems and the confirmation page pass an accessibility scan @widths", async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto("/events/summer-day-camp/sign-up");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Please check the form: some answers need a change.")).toBeVisible();
  // An age outside its kind beside the age field, and the free answers' hint (issue 38).
  const person = page.getByRole("group", { name: "Person 1" });
  await person.getByLabel("Name").fill("Mia");
  await person.getByLabel("Age").fill("40");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(person.getByText("Child (5-11) is for ages 5 to 11.", { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto("/sign-ups/confirm?registration=unknown&sig=forged");
  await expect(page.getByText("This link is not valid or has expired. Please sign up again.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
