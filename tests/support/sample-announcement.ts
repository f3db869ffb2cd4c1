/**
 * The announcement the notifications' tests and bench send (issue 44), as staff type it on the
 * notifications page: a meal train, in English and Spanish, to a page of the site, now, as news.
 */
export const SAMPLE_ANNOUNCEMENT: Record<string, string> = {
  "title-en": "Meal train for the Garcias",
  "body-en": "Sign up to bring a meal this week.",
  "title-es": "Comidas para los García",
  "body-es": "Inscríbete para llevar una comida esta semana.",
  path: "/forms/contact",
  topic: "news",
  when: "now",
};
