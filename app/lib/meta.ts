import type { MetaDescriptor } from "react-router";
import { church } from "~/content/church";

/** SPEC 2.1: '{church name}: X', or the church name alone. */
export function pageTitle(title?: string): string {
  return title ? `${church.name}: ${title}` : church.name;
}

/** The title and description tags of a page. */
export function pageMeta(title: string | undefined, description: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: "description", content: description }];
}
