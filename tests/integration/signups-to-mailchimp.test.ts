import { expect, test } from "vitest";
import { signUp, startSite, stopGently, waitFor, withBuiltSiteAndFakeMailchimp } from "./server-process";

/**
 * Issue 26, must-show 5, against the real built server: a church signs people
 * up without Mailchimp (the list in its own database), then switches Mailchimp
 * on; every sign-up reaches Mailchimp once, and starting again (a restart, a
 * deploy) sends none twice.
 */

const setup = withBuiltSiteAndFakeMailchimp();

test("sign-ups kept while Mailchimp was off reach it once it is on, each once, across restarts", async () => {
  const { mailchimp } = setup;
  mailchimp.members.clear();
  mailchimp.created.clear();
  const addresses = ["kept1@example.org", "kept2@example.org", "kept3@example.org"];

  let site = await startSite();
  setup.running.push(site);
  for (const address of addresses) expect((await signUp(site, address)).status).toBe(200);
  await stopGently(site);
  expect(mailchimp.members.size).toBe(0);

  site = await startSite({ dataDir: site.dataDir, env: setup.env() });
  setup.running.push(site);
  await waitFor(() => mailchimp.members.size === addresses.length, 20_000);
  // A sign-up made now goes the usual way; one of the kept addresses again changes nothing.
  expect((await signUp(site, "new@example.org")).status).toBe(200);
  expect((await signUp(site, "KEPT1@example.org")).status).toBe(200);
  await waitFor(() => mailchimp.members.size === addresses.length + 1, 20_000);
  await stopGently(site);

  const puts = mailchimp.puts;
  site = await startSite({ dataDir: site.dataDir, env: setup.env() });
  setup.running.push(site);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await stopGently(site);
  expect(mailchimp.puts).toBe(puts);
  expect(Object.fromEntries(mailchimp.created)).toEqual({
    "kept1@example.org": 1,
    "kept2@example.org": 1,
    "kept3@example.org": 1,
    "new@example.org": 1,
  });
  expect([...mailchimp.members.values()].every((member) => member.status === "pending")).toBe(true);
}, 120_000);
