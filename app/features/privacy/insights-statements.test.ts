import { expect, test } from "vitest";
import { ALL_OFF } from "../../../tests/support/privacy-facts";
import { PRIVACY_TOPICS } from "~/content/schema";
import { translator } from "~/i18n/translate";
import { privacyStatements, type PrivacyFacts } from "./statements";

/** What the privacy page says of Insights' counts (issue 47), as church.yaml's insights sets it, in both languages. */

const policy = (facts: PrivacyFacts, language: "en" | "es" = "en") =>
  PRIVACY_TOPICS.flatMap((topic) => privacyStatements(topic, facts, translator(language, "US").t)).join("\n");

test("counting on: what is counted, that nothing identifies anyone, no cookie of a visitor's, the staff's flag, the days kept", () => {
  const text = policy({ ...ALL_OFF, insights: { count: true, honourDoNotTrack: false, keepDays: 365 } });
  expect(text).toContain(
    "We count visits to this website for the church's staff, without cookies and without any other company",
  );
  expect(text).toContain(
    "a secret that changes every day and is never stored; neither the address nor the code is kept",
  );
  expect(text).toContain("nobody is followed from one day to the next or to other websites");
  expect(text).not.toContain("asks not to be tracked");
  expect(text).toContain("Counting visits sets no cookie and stores nothing in your browser.");
  expect(text).toContain('holding only "1" for 90 days');
  expect(text).toContain(
    "The visit counts are daily totals (and each month's sum of them), kept 365 days, then deleted",
  );
});

test("Do Not Track honoured, or counting off, as the church chooses; the Spanish page says the same", () => {
  expect(policy({ ...ALL_OFF, insights: { count: true, honourDoNotTrack: true, keepDays: 731 } })).toContain(
    "A browser that asks not to be tracked (Global Privacy Control or Do Not Track) is not counted at all.",
  );
  const off = policy({ ...ALL_OFF, insights: { count: false, honourDoNotTrack: false, keepDays: 731 } });
  expect(off).toContain("This website does not count visits.");
  expect(off).not.toMatch(/daily totals|90 days/);
  const spanish = policy({ ...ALL_OFF, insights: { count: true, honourDoNotTrack: true, keepDays: 731 } }, "es");
  expect(spanish).toContain("Contamos las visitas a este sitio para el personal de la iglesia, sin cookies");
  expect(spanish).toContain("no ser rastreado");
  expect(spanish).toContain("se guardan 731 días");
  expect(policy(ALL_OFF)).not.toMatch(/count visits|visit counts/);
});
