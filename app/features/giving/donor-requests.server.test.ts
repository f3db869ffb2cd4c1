import { expect, test } from "vitest";
import { deliverAll, freshSite, received, withMailCatcher } from "~/features/visits/test-support";
import { getContent } from "~/server/content.server";
import { donorOfLink } from "./donor-links.server";
import { requestDonorLink } from "./donor-requests.server";
import { content, NOW, seedGift, SLOW_MACHINE_MS } from "./donor-test-support";

const catcher = withMailCatcher();

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

test(
  "a known and an unknown address get the same answer; only the donor gets a link",
  async () => {
    seedGift({ email: "ann@example.org", amountCents: 5000, createdAt: NOW - 86_400_000 });
    const known = requestDonorLink("manage", form({ email: " Ann@Example.org " }), {
      content,
      language: "en",
      now: NOW,
    });
    const unknown = requestDonorLink("manage", form({ email: "stranger@example.org" }), {
      content,
      language: "en",
      now: NOW,
    });
    expect(known).toEqual({ ok: true, email: "ann@example.org" });
    expect(unknown).toEqual({ ok: true, email: "stranger@example.org" });
    // Asked again at once: nothing more is sent (the inbox is not filled by the form).
    requestDonorLink("manage", form({ email: "ann@example.org" }), { content, language: "en", now: NOW + 60_000 });
    await deliverAll(NOW);
    const mails = await received(catcher());
    expect(mails.map((mail) => mail.envelopeTo)).toEqual([["ann@example.org"]]);
    expect(mails[0]!.subject).toBe(`Your link to manage your giving at ${getContent().church.name}`);
    const link = new URL(/https?:\/\/\S+\/give\/my-giving\?\S+/.exec(mails[0]!.text ?? "")![0]);
    expect(donorOfLink(link.searchParams, NOW)?.email).toBe("ann@example.org");
    // The link works for 30 days, then no more.
    expect(donorOfLink(link.searchParams, NOW + 31 * 86_400_000)).toBeNull();
  },
  SLOW_MACHINE_MS,
);

test(
  "a statement request sends the year's page and PDF links; bad input changes nothing",
  async () => {
    seedGift({ email: "ann@example.org", amountCents: 5000, language: "es", createdAt: NOW - 86_400_000 });
    expect(
      requestDonorLink("statement", form({ email: "not an address", year: "1999" }), {
        content,
        language: "es",
        now: NOW,
      }),
    ).toEqual({
      ok: false,
      fieldErrors: { email: "invalid", year: "invalid" },
    });
    expect(
      requestDonorLink("statement", form({ email: "", year: "2026" }), { content, language: "es", now: NOW }),
    ).toEqual({
      ok: false,
      fieldErrors: { email: "missing" },
    });
    await deliverAll(NOW);
    expect(catcher().messages).toHaveLength(0);
    requestDonorLink("statement", form({ email: "ann@example.org", year: "2026" }), {
      content,
      language: "es",
      now: NOW,
    });
    await deliverAll(NOW);
    const [mail] = await received(catcher());
    expect(mail!.subject).toBe(`Su estado de ofrendas de 2026 de ${getContent().church.name}`);
    const links = [...(mail!.text ?? "").matchAll(/https?:\/\/\S+\/give\/statement\/2026\S*/g)].map(
      (match) => new URL(match[0]),
    );
    expect(links.map((link) => link.pathname).sort()).toEqual([
      "/es/give/statement/2026",
      "/es/give/statement/2026/statement.pdf",
    ]);
  },
  SLOW_MACHINE_MS,
);

test("without e-mail set up the page says so rather than promise a link", () => {
  freshSite(catcher(), { SMTP_URL: undefined });
  expect(requestDonorLink("manage", form({ email: "ann@example.org" }), { content, language: "en", now: NOW })).toEqual(
    {
      ok: false,
      noMail: true,
    },
  );
});
