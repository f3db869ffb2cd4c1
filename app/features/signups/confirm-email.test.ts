import { expect, test } from "vitest";
import { renderSignUpConfirm, type SignUpConfirmProps } from "./confirm-email";

/**
 * Issue 38: the "please confirm" e-mail said the places were held 30 minutes while its link works for a day,
 * and opened with "Someone, we hope you, signed up…". It now says what happens after the hold, as
 * take-places.server.ts does it: the link still confirms while places remain that nobody waiting is owed,
 * else it joins the end of the waitlist (decision 066).
 */

const props = (language: "en" | "es"): SignUpConfirmProps => ({
  sender: { name: "Redwood Coast Church", addressLine: "1 Main St", email: "office@example.org", language },
  language,
  country: "US",
  eventName: "Kids' Summer Day Camp",
  dateLabel: "June 21, 2027",
  places: 2,
  confirmUrl: "https://www.example.org/sign-ups/confirm?registration=x&sig=y",
  holdMinutes: 30,
  linkHours: 24,
});

test("the English e-mail says the hold, how long the link still works, and what it then does", async () => {
  const { text } = await renderSignUpConfirm(props("en"));
  const words = text.replace(/\s+/g, " ");
  expect(words).toContain("Thank you for signing up 2 people for Kids' Summer Day Camp (June 21, 2027).");
  expect(words).toContain("we keep the places for you for 30 minutes");
  expect(words).toContain(
    "After that the button still works for 24 hours from your sign-up: you get the places if they are still free and nobody on the waitlist is waiting for them, or else a place at the end of the waitlist.",
  );
  expect(words).not.toContain("we hope you");
});

test("the Spanish e-mail says the same, in Spanish a parent reads naturally", async () => {
  const { text } = await renderSignUpConfirm(props("es"));
  const words = text.replace(/\s+/g, " ");
  expect(words).toContain("Gracias por inscribir a 2 personas en Kids' Summer Day Camp");
  expect(words).toContain("le guardamos los lugares durante 30 minutos");
  expect(words).toContain("el botón sigue funcionando hasta 24 horas después de su inscripción");
  expect(words).toContain(
    "obtendrá los lugares si siguen libres y nadie de la lista de espera los espera, o si no, un puesto al final de la lista de espera.",
  );
  expect(words).not.toContain("Alguien");
  expect(words).not.toContain("Reservamos los lugares por 30 minutos");
});
