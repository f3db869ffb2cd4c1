/**
 * The shape of a church's content folder (CONTENT_DIR), as zod schemas. One
 * module per file kind: church.yaml, brand.yaml, services.yaml,
 * navigation.yaml, integrations.yaml, giving.yaml and every page in pages/. The loader
 * (load.server.ts) checks a folder against these, `npm run content:check`
 * prints what it finds, and `npm run content:schema` writes the JSON Schemas
 * beside the content (content/schema/), so an editor offers completion.
 *
 * Messages are written for the person editing the file: each says what is
 * wrong and how to write it instead.
 */

import { alertsFile } from "./alerts";
import { groupsFile } from "./groups";
import { chatWordsFile } from "./chat-words";
import { brandFile } from "./brand";
import { churchFile } from "./church";
import { eventFile, signUpsFile } from "./events";
import { formFile } from "./forms";
import { integrationsFile } from "./integrations";
import { givingFile } from "./giving";
import { navigationFile } from "./navigation";
import { page } from "./pages";
import { servicesFile } from "./services";

export * from "./primitives";
export * from "./sections";
export * from "./pages";
export * from "./church";
export * from "./brand";
export * from "./services";
export * from "./navigation";
export * from "./integrations";
export * from "./alerts";
export * from "./giving";
export * from "./events";
export * from "./groups";
export * from "./forms";
export * from "./chat-words";
export * from "./insights";

/** Every file kind, by the name of its JSON Schema in content/schema/, with what the file holds. */
export const CONTENT_FILE_SCHEMAS = {
  church: churchFile.describe(
    "church.yaml: who the church is, where it meets, how it writes dates, its staff and links.",
  ),
  brand: brandFile.describe("brand.yaml: the church's colours, fonts and logo."),
  services: servicesFile.describe(
    "services.yaml: the weekly gatherings, the live stream and what a first-time guest should know.",
  ),
  navigation: navigationFile.describe("navigation.yaml: the menu, the visitor button and old addresses."),
  integrations: integrationsFile.describe(
    "integrations.yaml: how the site reads its upstream services' data (the file may be left out).",
  ),
  alerts: alertsFile.describe(
    "alerts.yaml: notices above every page, each shown between its start and end (the file may be left out).",
  ),
  giving: givingFile.describe(
    "giving.yaml: how the church takes gifts: on this site through Stripe, by a link elsewhere, or not online (the file may be left out).",
  ),
  "sign-ups": signUpsFile.describe(
    "sign-ups.yaml: Planning Center events that take sign-ups on this site (the file may be left out).",
  ),
  groups: groupsFile.describe(
    "groups.yaml: the church's small groups for the group finder on /groups (the file may be left out).",
  ),
  "chat-words": chatWordsFile.describe(
    "chat-words.yaml: the words and phrases the live chat refuses in a message or a name (the file may be left out).",
  ),
  page,
  event: eventFile.describe(
    "events/<id>.yaml: one of the church's own events, beside or instead of Planning Center's; <id> names it in addresses.",
  ),
  form: formFile.describe(
    "forms/<id>.yaml: a form on the church's own site (/forms/<id>): its fields, who is told of each submission and who reads them.",
  ),
} as const;
