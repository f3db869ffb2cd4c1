import { expect, test, vi } from "vitest";
import { describeError, log, REDACTED_ADDRESS, redactEmailAddresses } from "./logger.server";

test("a mail server's refusal keeps its words and loses the address it names", () => {
  const refusal =
    "550 5.1.1 <Ann.Lee+news@Example.org>: Recipient address rejected: User unknown in virtual mailbox table";
  expect(redactEmailAddresses(refusal)).toBe(
    `550 5.1.1 <${REDACTED_ADDRESS}>: Recipient address rejected: User unknown in virtual mailbox table`,
  );
  expect(redactEmailAddresses('{"to":"bob@bücher.de","cc":"o\'neil@xn--bcher-kva.de"}')).not.toMatch(/bob|neil/);
  expect(redactEmailAddresses("no address here, only a path /events?x=1")).toBe(
    "no address here, only a path /events?x=1",
  );
});

test("errors described for storage and every log line carry no e-mail address", () => {
  expect(describeError(new Error("Mailchimp: ann@example.org is already a list member"))).toBe(
    `Error: Mailchimp: ${REDACTED_ADDRESS} is already a list member`,
  );
  const written = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    log("error", "delivery failed", { to: "ann@example.org", reason: "mailbox full for <ann@example.org>" });
    const line = String(written.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toMatchObject({ to: REDACTED_ADDRESS, reason: `mailbox full for <${REDACTED_ADDRESS}>` });
  } finally {
    written.mockRestore();
  }
});
