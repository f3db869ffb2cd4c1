import { createHash } from "node:crypto";
import path from "node:path";
import { checkChatSettings } from "./check-chat.server";
import { checkOfficeAddress } from "./check-office.server";
import { crossCheck } from "./cross-check.server";
import type { BuildInput } from "./build-content";
import { findFactFile, listFiles, readContentFile, type ContentProblem } from "./read-files.server";
import { checkPricedEvents, readEventFiles } from "./read-events.server";
import { readFolderOnce, withOverlay, type ContentOverlay } from "./read-folder.server";
import { checkFormSections, readFormFiles } from "./read-forms.server";
import { resolvePictures, type BrandAsset, type PictureFile } from "./pictures.server";
import type { ChurchContent } from "./model";
import { buildInEveryLanguage } from "./build-languages.server";
import { readPageFiles } from "./read-pages.server";
import {
  alertsFile,
  chatWordsFile,
  groupsFile,
  brandFile,
  churchFile,
  integrationsFile,
  givingFile,
  navigationFile,
  servicesFile,
} from "./schema";

/**
 * Reads a church's content folder (CONTENT_DIR): checks every file against
 * its schema (schema.ts) and against the others (cross-check.ts), then
 * resolves it into the model the site uses (model.ts). Either the whole
 * church or the list of problems: the site never serves half a church.
 */

export type LoadResult =
  | { ok: true; content: ChurchContent; warnings: ContentProblem[]; files: ContentFiles }
  | { ok: false; problems: ContentProblem[] };

/** The content folder's files the site serves (app/server/media.server.ts). */
export interface ContentFiles {
  pictures: PictureFile[];
  brand: BrandAsset[];
}

export type { ContentOverlay };

export async function loadContentFolder(
  dir: string,
  { overlay: given = new Map() }: { overlay?: ContentOverlay } = {},
): Promise<LoadResult> {
  const root = path.resolve(dir);
  const problems: ContentProblem[] = [];
  const files = withOverlay(await listFiles(root), given);
  // Every file read once, up front: what is parsed and the version that names it come from the same bytes.
  const snapshot = await readFolderOnce(root, files, given);
  const overlay: ContentOverlay = snapshot.texts;
  const textOf = (file: string) => overlay.get(file) ?? undefined;
  const read = <Schema extends Parameters<typeof readContentFile>[2]>(file: string, schema: Schema) =>
    readContentFile(root, file, schema, problems, textOf(file));
  if (files.length === 0) {
    return {
      ok: false,
      problems: [
        {
          file: ".",
          message: `${root} is empty or missing: point CONTENT_DIR at a content folder (copy content/redwood-coast to start one)`,
          severity: "error",
        },
      ],
    };
  }

  const required = async <Schema extends Parameters<typeof readContentFile>[2]>(kind: string, schema: Schema) => {
    const file = findFactFile(files, kind, problems);
    if (!file) {
      problems.push({
        file: `${kind}.yaml`,
        message: `is missing: every content folder has one (see content/redwood-coast/${kind}.yaml)`,
        severity: "error",
      });
      return null;
    }
    return read(file, schema);
  };
  const church = await required("church", churchFile);
  const brand = await required("brand", brandFile);
  const services = await required("services", servicesFile);
  const navigation = await required("navigation", navigationFile);
  // A file the folder may leave out: read when there, else its schema's defaults.
  const optional = async <Schema extends Parameters<typeof readContentFile>[2]>(kind: string, schema: Schema) => {
    const name = findFactFile(files, kind, problems);
    const parsed = name
      ? await read(name, schema)
      : { file: `${kind}.yaml`, data: schema.parse(undefined), lineOf: () => undefined };
    return { name, parsed };
  };
  const { parsed: integrations } = await optional("integrations", integrationsFile);
  const { name: givingName, parsed: giving } = await optional("giving", givingFile);
  const { name: alertsName, parsed: alerts } = await optional("alerts", alertsFile);
  // Issue 45: the words the live chat refuses (chat-words.yaml).
  const { parsed: chatWords } = await optional("chat-words", chatWordsFile);
  const { name: groupsName, parsed: groups } = await optional("groups", groupsFile);

  const pages = await readPageFiles(root, files, problems, textOf);
  const { events, signUps, signUpsName } = await readEventFiles(root, files, problems, textOf);
  const forms = await readFormFiles(root, files, problems, textOf);
  checkFormSections(pages, forms, problems);
  if (services) checkChatSettings(services, forms, problems);
  if (giving) checkPricedEvents(events, giving, problems);
  if (!files.some((file) => /^pages\/index\.(ya?ml|json)$/.test(file))) {
    problems.push({ file: "pages/index.yaml", message: "is missing: it is the home page", severity: "error" });
  }

  if (
    !church ||
    !brand ||
    !services ||
    !navigation ||
    !integrations ||
    !giving ||
    !alerts ||
    !signUps ||
    !groups ||
    !chatWords ||
    problems.some((problem) => problem.severity === "error")
  ) {
    return { ok: false, problems };
  }

  // Both run whatever the other finds, so one check names every problem at once.
  crossCheck(
    {
      files,
      church,
      brand,
      services,
      navigation,
      pages,
      forms: forms.map((form) => form.id),
      givingOnSite: giving.data.mode === "stripe",
    },
    problems,
  );
  checkOfficeAddress(church, groups, problems);
  const pictures = await resolvePictures(root, { church, brand, pages: [...pages, ...events] }, problems);
  if (!pictures || problems.some((problem) => problem.severity === "error")) return { ok: false, problems };

  const input: BuildInput = {
    dir: root,
    version: snapshot.version,
    church: church.data,
    brand: brand.data,
    services: services.data,
    navigation: navigation.data,
    integrations: integrations.data,
    giving: giving.data,
    alerts: alerts.data,
    groups: groups.data,
    chatWords: chatWords.data,
    pages: pages.map((source) => ({ path: source.path, data: source.parsed.data })),
    events: events.map((source) => ({ id: source.id, data: source.parsed.data })),
    signUps: signUps.data,
    forms: forms.map((source) => ({ id: source.id, data: source.parsed.data })),
    pictures: pictures.byFile,
    brandFiles: pictures.brandFiles,
    brandKey: createHash("sha256")
      .update(
        JSON.stringify([
          church.data.name,
          church.data.tagline,
          brand.data.colors,
          pictures.brandFiles.get(brand.data.logo)?.url,
        ]),
      )
      .digest("hex")
      .slice(0, 12),
  };
  const content = await buildInEveryLanguage(
    input,
    {
      root,
      files,
      textOf,
      names: {
        church: church.file,
        services: services.file,
        navigation: navigation.file,
        alerts: alertsName,
        giving: givingName,
        groups: groupsName,
        signUps: signUpsName,
      },
      pageFiles: pages.map(({ file, path }) => ({ file, path })),
      eventFiles: events.map(({ file, id }) => ({ file, id })),
      formFiles: forms.map(({ file, id }) => ({ file, id })),
    },
    problems,
  );
  if (!content) return { ok: false, problems };
  return {
    ok: true,
    content,
    warnings: problems,
    files: { pictures: pictures.list, brand: [...pictures.brandFiles.values()] },
  };
}
