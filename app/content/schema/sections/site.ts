import { z } from "zod";
import { hint, markdown, optionalText, slug, text } from "../primitives";
import { sectionBase, intro } from "./base";

/** The privacy policy's topics whose statements the site writes (the privacy-statements section). */
export const PRIVACY_TOPICS = ["collected", "cookies", "use", "kept", "rights", "unsubscribing", "anti-spam"] as const;
export type PrivacyTopic = (typeof PRIVACY_TOPICS)[number];

/** Sections the site writes itself from what is switched on: the plan-a-visit form, the privacy statements, the group finder, a form. */
export const siteSections = {
  form: z
    .strictObject({
      type: z.literal("form"),
      ...sectionBase,
      form: slug.describe("The form's id: its file's name in forms/ (\"contact\" for forms/contact.yaml)."),
    })
    .describe(
      "One of the church's forms (forms/<id>.yaml, issue 35), with its title, intro and fields, as on its own page /forms/<id>. A page that holds one is made for each visitor, never kept by a cache.",
    ),
  "plan-visit": z
    .strictObject({
      type: z.literal("plan-visit"),
      ...sectionBase,
      heading: text.default("Plan your visit").describe("The section's heading."),
      intro: markdown.optional().describe("A paragraph (Markdown) above the form."),
    })
    .describe("The plan-a-visit form: the coming weeks' gatherings, or a seasonal page's own services."),
  "privacy-statements": z
    .strictObject({
      type: z.literal("privacy-statements"),
      ...sectionBase,
      topic: z
        .enum(PRIVACY_TOPICS, hint(`write one of ${PRIVACY_TOPICS.join(", ")}`))
        .describe(
          "Which statements: collected (what the forms and the server keep), cookies (cookies and embedded players and maps), use (what the information is used for and the e-mails sent), kept (how long each thing is kept, backups), rights (what a request to be forgotten deletes), unsubscribing, anti-spam. The site writes them from what is switched on; they cannot be edited.",
        ),
      heading: optionalText.describe(
        "The heading above the statements; left out, the topic's own (Information we collect, Cookies, How we use your information, How long we keep it, Your rights, Unsubscribing, Anti-spam).",
      ),
      text: markdown
        .optional()
        .describe("The church's own words after the statements (a promise of its own, a law that applies to it)."),
    })
    .describe(
      "The privacy policy's statements about this website, written from the services that are on (issue 26), " +
        "followed by the church's own words.",
    ),
  "group-finder": z
    .strictObject({
      type: z.literal("group-finder"),
      ...sectionBase,
      heading: optionalText.describe("The section's heading; left out, the site's own (Find a group)."),
      text: intro,
    })
    .describe(
      "The church's small groups (groups.yaml, or Planning Center Groups) with their day, time, area, kind, " +
        "childcare and room, filters that work without JavaScript, and an Ask to join page for each (issue 28).",
    ),
} as const;
