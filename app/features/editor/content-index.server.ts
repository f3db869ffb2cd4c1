import { parse, stringify } from "yaml";
import { sitePath } from "~/content/schema";
import { isReservedPath } from "~/content/site-paths";
import type { Staff } from "~/features/auth/staff.server";
import { factFileName, listPageFiles, readContentText, versionOf } from "./content-files.server";
import { getDraft, listDraftsOf, listSubmittedDrafts, saveDraft } from "./drafts.server";
import { translationReview } from "./translation-drafts.server";
import { rightsFor, titleOf } from "./editing.server";
import { FACT_KINDS, FILE_TITLES, fileKindOf, pageFileFor, SETTINGS_KINDS } from "./file-kinds";

/**
 * What the editor's Content page lists (issue 18): the church's files, every
 * page, the person's own drafts (new pages included) and, for those who
 * publish, the drafts sent for review. And starting a page: a new one of a
 * type, or a copy of one (last year's Easter) at a new address.
 */

export interface FactEntry {
  file: string;
  title: string;
  about: string;
  ownersOnly: boolean;
  mayEdit: boolean;
  hasDraft: boolean;
}

export interface PageEntry {
  file: string;
  path: string;
  title: string;
  type: string;
  hasDraft: boolean;
  /** A new page that exists only as this person's draft. */
  unpublished: boolean;
  /** The published file's version, so a removal over a newer change is refused. */
  version: string;
}

export interface ReviewEntry {
  personId: string;
  file: string;
  author: string;
  title: string;
  submittedAt: number;
  /** Where the reviewer opens it: the review page, or a translation's translate page. */
  href: string;
}

export async function contentIndex(staff: Staff) {
  const mine = new Map(listDraftsOf(staff.person.id).map((draft) => [draft.file, draft]));
  const facts: FactEntry[] = await Promise.all(
    FACT_KINDS.map(async (kind) => {
      const file = await factFileName(kind);
      return {
        file,
        ...FILE_TITLES[kind],
        ownersOnly: SETTINGS_KINDS.has(kind),
        mayEdit: rightsFor(staff, kind).draft,
        hasDraft: mine.has(file),
      };
    }),
  );
  const pages: PageEntry[] = [];
  for (const { file, path } of await listPageFiles()) {
    const { text, version } = await readContentText(file);
    const value = safeParse(mine.get(file)?.text ?? text);
    pages.push({
      file,
      path,
      title: titleOf("page", value, file),
      type: String((value as { type?: unknown }).type ?? ""),
      hasDraft: mine.has(file),
      unpublished: false,
      version,
    });
  }
  for (const draft of mine.values()) {
    if (fileKindOf(draft.file) !== "page" || pages.some((page) => page.file === draft.file)) continue;
    const value = safeParse(draft.text);
    pages.push({
      file: draft.file,
      path: draft.file.replace(/^pages/, "").replace(/(\/index)?\.(ya?ml|json)$/, "") || "/",
      title: titleOf("page", value, draft.file),
      type: String((value as { type?: unknown }).type ?? ""),
      hasDraft: true,
      unpublished: true,
      version: versionOf(null),
    });
  }
  pages.sort((a, b) => a.path.localeCompare(b.path));
  const reviews: ReviewEntry[] = listSubmittedDrafts().flatMap((draft) => {
    const kind = fileKindOf(draft.file);
    const waiting = {
      personId: draft.personId,
      file: draft.file,
      author: draft.author,
      submittedAt: draft.submittedAt!,
    };
    // A translation (issue 43) is reviewed beside its original, on the translate page.
    if (kind === null)
      return [translationReview(draft, staff)].flatMap((review) => (review ? [{ ...waiting, ...review }] : []));
    if (!rightsFor(staff, kind).publish) return [];
    const href = `/admin/review/${draft.personId}/${draft.file}`;
    return [{ ...waiting, href, title: titleOf(kind, safeParse(draft.text), draft.file) }];
  });
  return { facts, pages, reviews };
}

function safeParse(text: string | null): unknown {
  try {
    return (text === null ? {} : parse(text)) ?? {};
  } catch {
    return {};
  }
}

export type StartOutcome =
  { ok: true; file: string } | { ok: false; field: "path" | "title" | "from"; message: string };

const STARTERS: Record<string, (title: string) => Record<string, unknown>> = {
  simple: (title) => ({ type: "simple", title, description: "", sections: [] }),
  ministry: (title) => ({ type: "ministry", title, description: "", mission: "", sections: [] }),
  seasonal: (title) => ({
    type: "seasonal",
    title,
    description: "",
    name: title,
    date: { rule: "fixed", month: 12, day: 24 },
    services: [{ start: "18:00", minutes: 60 }],
    invitation: "",
    thanks: "",
    inviteDescription: "",
    sections: [],
  }),
};

/** Where a new page may go: an address no page, redirect or screen of the site takes. */
async function checkAddress(path: string): Promise<{ ok: true; file: string } | { ok: false; message: string }> {
  if (!sitePath.safeParse(path).success) {
    return { ok: false, message: 'Write the address as lowercase words and hyphens after a "/", like /easter-2027.' };
  }
  if (path === "/" || isReservedPath(path)) return { ok: false, message: `${path} is taken by the site itself.` };
  const file = pageFileFor(path);
  const pages = await listPageFiles();
  if (pages.some((page) => page.path === path)) return { ok: false, message: `There is already a page at ${path}.` };
  return { ok: true, file };
}

/** A new page of a type, as the person's draft (published when they publish it). */
export async function startPage({
  staff,
  type,
  title,
  path,
  now,
}: {
  staff: Staff;
  type: string;
  title: string;
  path: string;
  now: number;
}): Promise<StartOutcome> {
  const starter = STARTERS[type];
  if (!starter) return { ok: false, field: "from", message: "Choose the kind of page." };
  if (!title.trim()) return { ok: false, field: "title", message: "Give the page a title." };
  const address = await checkAddress(path.trim());
  if (!address.ok) return { ok: false, field: "path", message: address.message };
  if (getDraft(staff.person.id, address.file)) return { ok: true, file: address.file };
  const text = stringify(starter(title.trim()), { lineWidth: 120 });
  saveDraft({ personId: staff.person.id, file: address.file, baseVersion: versionOf(null), baseText: null, text, now });
  return { ok: true, file: address.file };
}

/** A copy of a page at a new address (last year's Easter for this year's), as the person's draft. */
export async function duplicatePage({
  staff,
  from,
  path,
  now,
}: {
  staff: Staff;
  from: string;
  path: string;
  now: number;
}): Promise<StartOutcome> {
  if (fileKindOf(from) !== "page") return { ok: false, field: "from", message: "Choose a page to copy." };
  const source = await readContentText(from);
  if (source.text === null) return { ok: false, field: "from", message: "That page is not there any more." };
  const address = await checkAddress(path.trim());
  if (!address.ok) return { ok: false, field: "path", message: address.message };
  saveDraft({
    personId: staff.person.id,
    file: address.file,
    baseVersion: versionOf(null),
    baseText: null,
    text: source.text,
    now,
  });
  return { ok: true, file: address.file };
}
