import nodemailer from "nodemailer";
import { afterEach, expect, test } from "vitest";
import { resetEnvForTests } from "~/server/env.server";
import { sendVisitNotice, useTransportForTests, visitNoticeMessage, type VisitNotice } from "./mailer.server";

const visit: VisitNotice = {
  id: "6f1c2d4e-0000-4000-8000-000000000001",
  name: "Ann Lee\r\nBcc: everyone@example.org",
  email: "ann@example.org",
  phone: "805 555 0100",
  service: "10:30 AM",
  childrenCount: 2,
  childrenAges: "4 and 7",
  season: "/easter",
  createdAt: Date.parse("2026-04-10T17:00:00Z"),
};

afterEach(() => {
  useTransportForTests(undefined);
  delete process.env.SMTP_URL;
  delete process.env.VISIT_NOTIFY_TO;
  resetEnvForTests();
});

test("the notice tells the office who is coming, and a typed line break never reaches a header", () => {
  const message = visitNoticeMessage(visit, "office@church.example");
  expect(message.subject).toBe("Plan a visit (Easter): Ann Lee Bcc: everyone@example.org");
  expect(message.replyTo).toBe("ann@example.org");
  expect(message.text).toContain("Children: 2");
  expect(message.text).toContain("Service: 10:30 AM");
});

test("the notice goes out through the configured transport", async () => {
  process.env.SMTP_URL = "smtp://localhost:2525";
  process.env.VISIT_NOTIFY_TO = "office@church.example";
  resetEnvForTests();
  const sent: string[] = [];
  const transport = nodemailer.createTransport({ jsonTransport: true });
  transport.on("idle", () => undefined);
  const original = transport.sendMail.bind(transport);
  useTransportForTests(
    Object.assign(transport, {
      sendMail: async (options: Parameters<typeof original>[0]) => {
        const info = await original(options);
        sent.push(String(info.message));
        return info;
      },
    }),
  );
  expect(await sendVisitNotice(visit)).toEqual({ kind: "delivered" });
  expect(JSON.parse(sent[0] ?? "{}")).toMatchObject({
    to: [{ address: "office@church.example" }],
    subject: expect.stringContaining("Easter"),
  });
});

test("without SMTP settings the send throws, so nothing is marked delivered", async () => {
  await expect(sendVisitNotice(visit)).rejects.toThrow(/not configured/);
});
