import { z } from "zod";
import { email, hint, slug, text, time, weekday } from "./primitives";

// groups.yaml: the church's small groups, for the group finder on /groups (issue 28).

export const GROUP_ENROLLMENT = ["open", "closed", "full"] as const;

/**
 * One small group: when and where it meets, who it is for, whether it takes
 * people now, and who answers a request to join (never shown on the site).
 */
export const groupEntry = z
  .strictObject({
    id: slug.describe(
      "A short name for the group in its addresses, like tuesday-eureka: its Ask to join page is /groups/join?group=tuesday-eureka.",
    ),
    name: text.describe("The group's name, as the finder lists it."),
    description: text.optional().describe("A sentence or two about the group, plain text."),
    day: weekday.optional().describe("The day of the week it meets; leave out when it varies."),
    time: time.optional().describe('When it starts, on the church\'s clock, like "19:00".'),
    area: text
      .optional()
      .describe("Where it meets, roughly (a town or neighbourhood, never a home address), or Online."),
    kind: text
      .optional()
      .describe("What kind of group it is, like Home group, Women, Young adults: the finder filters by it."),
    childcare: z.boolean().default(false).describe("Children are looked after during the meeting."),
    enrollment: z
      .enum(GROUP_ENROLLMENT, hint("write open, closed or full"))
      .default("open")
      .describe("open: takes requests to join; full: no room now; closed: not taking people this session."),
    leader: z
      .strictObject({
        name: text.describe("The leader's name, for the e-mail they get."),
        email: email.describe("Where requests to join go (the office gets a copy); never shown on the site."),
      })
      .optional()
      .describe("Who answers requests to join; without one, only the office gets them."),
  })
  .describe("A small group.");

export const groupsFile = z
  .strictObject({
    source: z
      .enum(["folder", "planning-center"], hint("write folder or planning-center"))
      .default("folder")
      .describe(
        "Where the finder's groups come from: this file's list (folder), or Planning Center Groups (planning-center; " +
          "needs PCO_APP_ID and PCO_SECRET, and the list below is then left unused).",
      ),
    groups: z
      .array(groupEntry)
      .default([])
      .refine((groups) => new Set(groups.map((group) => group.id)).size === groups.length, "give each group its own id")
      .describe("The groups, in the order the finder lists them (by day and time unless the finder says otherwise)."),
  })
  .default({ source: "folder", groups: [] });
export type GroupsFile = z.output<typeof groupsFile>;
export type GroupEntry = z.output<typeof groupEntry>;
