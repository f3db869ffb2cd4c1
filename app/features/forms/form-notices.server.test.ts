import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { contentInLanguage } from "~/i18n/content-language";
import { getContent, loadContent } from "~/server/content.server";
import { closeDb, getDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetSiteSecretForTests } from "~/server/site-secret.server";
import { renderFormCopy, renderFormNotice, type FormCopyProps, type FormNoticeProps } from "./emails/form-emails";
import { issueFormToken, MIN_FILL_MS } from "./form-token.server";
import { submitForm } from "./submit-form.server";

/**
 * Issue 43: the contact form's "copy to the sender" mailed any address the sender's own words under the
 * church's name (a relay). The copy is a receipt (decision 068): the form, the day and the options chosen,
 * never what was typed; the office's notice still carries every answer.
 */

const NOW = Date.parse("2026-11-27T07:00:00Z");
const SPAM = "You won a prize! Claim it at https://prize.example/claim before Friday.";

beforeEach(async () => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "forms-copy-"));
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
  process.env.PUBLIC_URL = "https://www.redwoodcoast.example";
  resetEnvForTests();
  resetSiteSecretForTests();
  // The folder as the site reads it, translations and all: the copy is in the sender's language.
  await loadContent();
}, 60_000);
afterAll(() => {
  delete process.env.SMTP_URL;
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
});

/** The e-mails a submission queued, by template, with their recipients. */
function queued(): { template: string; to: string; props: unknown }[] {
  return (getDb().prepare("SELECT payload FROM outbox ORDER BY id").all() as { payload: string }[]).map(
    (row) => JSON.parse(row.payload) as { template: string; to: string; props: unknown },
  );
}

test("the sender's copy repeats none of what they typed, only the options they chose; the office's notice has it all", async () => {
  const content = getContent();
  const posted = new FormData();
  posted.set("token", issueFormToken("contact", NOW));
  posted.set("f.name", "Prize Desk at prize.example");
  posted.set("f.email", "someone-else@example.org");
  posted.set("f.phone", "+1 900 555 0100");
  posted.set("f.topic", "visit");
  posted.set("f.message", SPAM);
  const outcome = await submitForm(content.forms.contact!, posted, {
    content,
    language: "es",
    now: NOW + MIN_FILL_MS,
    clientAddress: "203.0.113.9",
  });
  expect(outcome).toMatchObject({ kind: "received" });

  const mails = queued();
  const copy = mails.find((mail) => mail.template === "form-copy")!;
  expect(copy.to).toBe("someone-else@example.org");
  const rendered = await renderFormCopy(copy.props as FormCopyProps);
  for (const typed of ["prize.example", "You won a prize", "Prize Desk", "900 555 0100", "someone-else@example.org"]) {
    expect(rendered.text, typed).not.toContain(typed);
    expect(rendered.html, typed).not.toContain(typed);
  }
  // In the language of the page used: the Spanish label of the chosen option, and why the words are not there.
  const topic = contentInLanguage(content, "es").forms.contact!.fields.find((field) => field.id === "topic")!;
  const label = topic.options!.find((option) => option.value === "visit")!.label;
  expect(label).not.toBe("Visiting for the first time");
  expect(rendered.text).toContain(label);
  expect(rendered.text).toContain("Este correo no repite sus propias palabras");

  const notice = mails.find((mail) => mail.template === "form-notice")!;
  expect(notice.to).toBe("office@redwoodcoast.example");
  expect((await renderFormNotice(notice.props as FormNoticeProps)).text).toContain(SPAM);
});
