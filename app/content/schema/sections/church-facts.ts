import { z } from "zod";
import { button, text } from "../primitives";
import { sectionBase, intro } from "./base";

/** The church's facts from church.yaml and services.yaml: contact, map, service times, a seasonal page's facts. */
export const churchFactsSections = {
  contact: z
    .strictObject({
      type: z.literal("contact"),
      ...sectionBase,
      mailingHeading: text.default("Mailing address").describe("The heading over the mailing address."),
      phoneHeading: text.default("Phone").describe("The heading over the phone number."),
      staffHeading: text.default("E-mail our staff").describe("The heading over the staff e-mail table."),
    })
    .describe("Mailing address, phone and the table of listed staff e-mails, from church.yaml."),
  map: z
    .strictObject({
      type: z.literal("map"),
      ...sectionBase,
      heading: text.default("Find us").describe("The section's heading."),
      text: intro,
    })
    .describe("The church's street address with an embedded map (church.yaml's mapEmbedUrl)."),
  "service-times": z
    .strictObject({
      type: z.literal("service-times"),
      ...sectionBase,
      heading: text.default("When we meet").describe("The section's heading."),
      text: intro,
      buttons: z.array(button).default([]).describe("Buttons below the times."),
    })
    .describe("The weekly gatherings of services.yaml, in the church's time zone."),
  "season-facts": z
    .strictObject({
      type: z.literal("season-facts"),
      ...sectionBase,
      heading: text.default("Service times").describe("The section's heading."),
    })
    .describe(
      "On a seasonal page, while it invites: When (its day and timesLabel), Where (the street address and map link) " +
        "and the phone, from the page and church.yaml; nothing once the day has passed.",
    ),
} as const;
