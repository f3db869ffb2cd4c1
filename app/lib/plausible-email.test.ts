import { expect, test } from "vitest";
import { isPlausibleEmail } from "./plausible-email";

test("an address with a name, an @ and a domain with a dot passes, spaces around it aside", () => {
  for (const address of ["ana@example.org", " ana.lopez+news@mail.example.co.uk ", "x@b.io"]) {
    expect(isPlausibleEmail(address), address).toBe(true);
  }
});

test("an empty field, a missing part or a space inside fails", () => {
  for (const address of [
    "",
    "ana",
    "ana@",
    "@example.org",
    "ana@example",
    "ana@example.o",
    "ana lopez@example.org",
    "ana@@example.org",
  ]) {
    expect(isPlausibleEmail(address), address).toBe(false);
  }
});
