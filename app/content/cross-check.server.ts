import { contrastFailures } from "~/lib/brand-colors";
import { videoPlatformOf } from "~/lib/video-platform";
import type { ContentProblem, FieldPath, ParsedFile } from "./read-files.server";
import { fieldName } from "./read-files.server";
import type { BrandFile, ChurchFile, NavigationFile, PageFile, ServicesFile } from "./schema";
import { KNOWN_NETWORKS } from "./schema";
import { featurePage, isReservedPath } from "./site-paths";

/**
 * What one file cannot check alone: references between files (staff ids,
 * pages in the menu, pictures and documents on disk), paths that clash, and
 * colours that people could not read (WCAG AA, 4.5:1).
 */

export interface CrossCheckInput {
  files: readonly string[];
  church: ParsedFile<ChurchFile>;
  brand: ParsedFile<BrandFile>;
  services: ParsedFile<ServicesFile>;
  navigation: ParsedFile<NavigationFile>;
  pages: { file: string; path: string; parsed: ParsedFile<PageFile> }[];
  /** The forms' ids (forms/<id>.yaml, issue 35): /forms/<id> is a page of the site. */
  forms?: readonly string[];
}

export function crossCheck(input: CrossCheckInput, problems: ContentProblem[]): void {
  const { files, church, brand, services, navigation, pages } = input;
  const has = (file: string) => files.includes(file);
  const at = (
    parsed: ParsedFile<unknown>,
    fieldPath: FieldPath,
    message: string,
    severity: "error" | "warning" = "error",
  ) =>
    problems.push({
      file: parsed.file,
      field: fieldName(fieldPath),
      line: parsed.lineOf(fieldPath),
      message,
      severity,
    });

  // Staff ids, and what refers to them.
  const staffIds = new Set<string>();
  church.data.staff.forEach((member, index) => {
    if (staffIds.has(member.id))
      at(church, ["staff", index, "id"], `"${member.id}" is used twice: give each person their own id`);
    staffIds.add(member.id);
  });
  church.data.social.forEach((link, index) => {
    if (!link.label && !(KNOWN_NETWORKS as readonly string[]).includes(link.network)) {
      at(
        church,
        ["social", index, "label"],
        `is missing: "${link.network}" is not a network the site knows, so write the link's name`,
      );
    }
  });

  // Gatherings: one per weekday and time.
  const gatheringKeys = new Set<string>();
  services.data.gatherings.forEach((gathering, index) => {
    const key = `${gathering.weekday} ${gathering.start}`;
    if (gatheringKeys.has(key))
      at(services, ["gatherings", index], `two gatherings start on ${key}: merge them or change one`);
    gatheringKeys.add(key);
  });
  // Issue 26: the live page plays Vimeo, YouTube and Facebook players in the page, and links to any other.
  const player = services.data.live.embedUrl;
  if (player && videoPlatformOf(player) === "other") {
    at(
      services,
      ["live", "embedUrl"],
      `${new URL(player).host} is not a Vimeo, YouTube or Facebook player, so the live page shows a link to it, not the player`,
      "warning",
    );
  }

  // Pages: addresses that clash or that the site keeps for itself.
  const owners = new Map<string, string>();
  const claim = (claimed: string, file: string, parsed: ParsedFile<unknown>, fieldPath: FieldPath) => {
    if (isReservedPath(claimed)) {
      at(
        parsed,
        fieldPath,
        `${claimed} is one of the site's own pages (sermons, events, staff): choose another address`,
      );
    } else if (owners.has(claimed)) {
      at(parsed, fieldPath, `${claimed} is already the address of ${owners.get(claimed)}: choose another`);
    } else owners.set(claimed, file);
  };
  // Every page's own address first; another address of a page (alsoAt) may not take one.
  for (const { file, path, parsed } of pages) claim(path, file, parsed, []);
  for (const { file, parsed } of pages)
    parsed.data.alsoAt.forEach((alias, index) => claim(alias, file, parsed, ["alsoAt", index]));

  const formPages = new Set((input.forms ?? []).map((id) => `/forms/${id}`));
  const pageOrFeature = (target: string) =>
    owners.has(target) || featurePage(target) !== undefined || formPages.has(target);
  const linkTarget = (href: string) => href.split(/[?#]/, 1)[0]!;

  // Sections: staff and mission they name; links to pages of this site that do not exist.
  for (const { parsed } of pages) {
    const data = parsed.data;
    data.sections.forEach((section, index) => {
      const here: FieldPath = ["sections", index];
      if (section.type === "staff") {
        section.members.forEach((id, member) => {
          if (!staffIds.has(id))
            at(parsed, [...here, "members", member], `no one in church.yaml's staff has the id "${id}"`);
        });
      }
      if (section.type === "note" && !staffIds.has(section.author)) {
        at(parsed, [...here, "author"], `no one in church.yaml's staff has the id "${section.author}"`);
      }
      if (section.type === "mission" && !church.data.mission) {
        at(parsed, [...here], "shows the church's mission, but church.yaml has no mission: add one there");
      }
      if (section.type === "videos") {
        section.items.forEach((video, item) => {
          if (videoPlatformOf(video.embedUrl) === "other")
            at(
              parsed,
              [...here, "items", item, "embedUrl"],
              "is not a Vimeo, YouTube or Facebook player: the page is not allowed to play it",
              "warning",
            );
        });
      }
      if (section.type === "season-facts" && data.type !== "seasonal") {
        at(parsed, [...here, "type"], "season-facts belongs on a seasonal page (type: seasonal)");
      }
    });
    walkHrefs(data, [], (href, fieldPath) => {
      if (
        href.startsWith("/") &&
        !href.startsWith("//") &&
        !pageOrFeature(linkTarget(href)) &&
        linkTarget(href) !== "/"
      ) {
        at(parsed, fieldPath, `links to ${linkTarget(href)}, which is not a page of this site`, "warning");
      }
      if (href.startsWith("files/") && !has(href)) at(parsed, fieldPath, `${href} is not in the content folder`);
    });
  }

  // The menu: an entry whose page is gone is left out (a warning, so a typo is noticed).
  navigation.data.menu.forEach((entry, index) => {
    const entries =
      "items" in entry
        ? entry.items.map((item, child) => ({ item, at: ["menu", index, "items", child] }))
        : [{ item: entry, at: ["menu", index] }];
    for (const { item, at: fieldPath } of entries) {
      if ("page" in item && !pageOrFeature(item.page)) {
        at(
          navigation,
          [...fieldPath, "page"],
          `${item.page} is not a page of this site, so the menu leaves it out`,
          "warning",
        );
      }
    }
  });
  const visitor = navigation.data.visitorButton;
  if (visitor && !pageOrFeature(visitor.page)) {
    at(
      navigation,
      ["visitorButton", "page"],
      `${visitor.page} is not a page of this site, so the button is left out`,
      "warning",
    );
  }
  navigation.data.redirects.forEach((redirect, index) => {
    if (owners.has(redirect.from))
      at(navigation, ["redirects", index, "from"], `${redirect.from} is a page: a redirect would hide it`);
    if (redirect.to.startsWith("/") && !pageOrFeature(linkTarget(redirect.to)) && redirect.to !== "/") {
      at(navigation, ["redirects", index, "to"], `${redirect.to} is not a page of this site`, "warning");
    }
  });

  // Files the brand names.
  if (!has(brand.data.logo)) at(brand, ["logo"], `${brand.data.logo} is not in the content folder`);
  for (const role of ["body", "display"] as const) {
    const font = brand.data.fonts[role];
    if (typeof font === "object" && !has(font.file))
      at(brand, ["fonts", role, "file"], `${font.file} is not in the content folder`);
  }

  // Colours people can read.
  const colors = brand.data.colors;
  for (const { foreground, background, purpose, ratio, needed } of contrastFailures(colors)) {
    at(
      brand,
      ["colors", foreground],
      `${colors[foreground]} on ${background} ${colors[background]} (${purpose}) has a contrast of ${ratio.toFixed(2)}:1; ` +
        `WCAG AA needs ${needed}:1: make one darker or the other lighter`,
    );
  }
}

/** Calls `visit` with every `href` (and `link.href`) string inside `value`. */
function walkHrefs(value: unknown, fieldPath: (string | number)[], visit: (href: string, at: FieldPath) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walkHrefs(item, [...fieldPath, index], visit));
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "href" && typeof child === "string") visit(child, [...fieldPath, key]);
      else walkHrefs(child, [...fieldPath, key], visit);
    }
  }
}
