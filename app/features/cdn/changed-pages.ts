import type { ChurchContent, Page } from "~/content/model";

/**
 * Which public pages a change of content changes, for the CDN's purge: the
 * addresses of the pages whose own content changed, or everything when the
 * change shows on every page. Every page carries the church's facts, brand,
 * services (the times in the footer), menu, alerts and seasons; every page's
 * menu and links know which addresses are served and the pages' titles (the
 * menu's labels, the crumbs under a page). So a change of church.yaml,
 * brand.yaml, services.yaml, navigation.yaml, alerts.yaml or
 * integrations.yaml, a page added, removed or moved, or a page's title,
 * changes every page; anything else in a page changes that page alone, at
 * its path and each alsoAt address.
 */
export type PurgeTargets = { everything: true } | { everything: false; paths: string[] };

const PAGE_KEYS_ONLY: ReadonlySet<keyof ChurchContent> = new Set(["dir", "version", "pages"]);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const addressesOf = (page: Page) => [page.path, ...page.alsoAt];

export function purgeTargetsOf(previous: ChurchContent, next: ChurchContent): PurgeTargets {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)] as (keyof ChurchContent)[]);
  for (const key of keys) {
    if (!PAGE_KEYS_ONLY.has(key) && !same(previous[key], next[key])) return { everything: true };
  }
  const before = new Map(previous.pages.map((page) => [page.path, page]));
  if (!same(previous.pages.map(addressesOf), next.pages.map(addressesOf))) return { everything: true };
  const paths: string[] = [];
  for (const page of next.pages) {
    const old = before.get(page.path)!;
    if (same(old, page)) continue;
    if (old.title !== page.title) return { everything: true };
    paths.push(...addressesOf(page));
  }
  return { everything: false, paths };
}
