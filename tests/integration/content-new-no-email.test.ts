import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { expect, test } from "vitest";
import { contentTool, withNewChurch } from "./content-tool";

/**
 * Issue 38, item 4: "content:new does not require an office e-mail". A church
 * without one leaves the question out (a flag not given, or Enter at a terminal:
 * content-new-terminal.test.ts); the folder passes content:check and its site
 * serves the home and contact pages with no address where the office's would be.
 */

const ANSWERS = {
  name: "Hope Chapel of Eureka",
  street: "12 Pine Street",
  city: "Eureka",
  zone: "America/Los_Angeles",
};

const { folder, site, created } = withNewChurch("content-new-no-email", ANSWERS, { MAIL_FROM: "" });

test("without an e-mail, content:new writes a folder with none, which passes content:check with no warning", () => {
  expect(created().stdout).toContain("No office e-mail: the site's e-mails go from MAIL_FROM (.env)");
  const church = parse(readFileSync(path.join(folder, "church.yaml"), "utf8")) as Record<string, unknown>;
  expect(church.name).toBe("Hope Chapel of Eureka");
  expect(church).not.toHaveProperty("email");
  // The contact form's messages go to the church's owners, as there is no office address to send them to.
  const contactForm = parse(readFileSync(path.join(folder, "forms", "contact.yaml"), "utf8")) as {
    notify: unknown;
  };
  expect(contactForm.notify).toEqual({ roles: ["owner"] });
  const checked = contentTool("check", folder);
  expect(checked.stdout).not.toMatch(/warning/);
  expect(checked.status).toBe(0);
  expect(checked.stdout).toMatch(/^✓ .+: Hope Chapel of Eureka, /m);
});

test("its site serves the home and contact pages, with no office address and no empty mail link", async () => {
  for (const page of ["/", "/contact", "/privacy"]) {
    const response = await fetch(`${site().baseUrl}${page}`);
    expect(response.status, page).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html, page).toContain("Hope Chapel of Eureka");
    expect(html, page).not.toMatch(/mailto:(undefined|null|")|>undefined</);
  }
  const contact = (await (await fetch(`${site().baseUrl}/contact`)).text()).replaceAll("<!-- -->", "");
  expect(contact).toMatch(/Write to us with <a [^>]*href="\/forms\/contact"[^>]*>the contact form<\/a>/);
  expect(contact).not.toContain("mailto:");
});
