/**
 * SPEC 2.1: lowercase, with every run of non-word characters replaced by one
 * hyphen. "Word" is JavaScript's \w: letters, digits and underscore.
 */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/\W+/g, "-");
}
