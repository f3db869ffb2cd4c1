/**
 * How wide a line of text can be, in em, before the browser draws it: the server decides from it whether the
 * navigation bar fits (app/content/nav-bar-width.ts), as no stylesheet can ask how wide its own text is.
 *
 * Deliberately generous: each printable ASCII character's advance in DejaVu Sans Bold or DejaVu Serif Bold
 * (hundredths of an em, read from the fonts' hmtx tables; the bar's text is bold). DejaVu is what Debian and
 * most Linux desktops give system-ui and Georgia, and it is wider than San Francisco, Segoe UI, Roboto or
 * Georgia itself, so a line measured here is at least as wide on any common system. A font of the church's own
 * counts as the wider of the two. A letter with accents counts as its base letter (é as e); any other
 * character (another script, a symbol) as a full em.
 */
const SANS = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84,
  84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72,
  73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65,
  92, 65, 65, 58, 71, 37, 71, 84,
];
const SERIF = [
  35, 44, 52, 84, 70, 95, 90, 31, 47, 47, 52, 84, 35, 42, 35, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 37, 37, 84,
  84, 84, 59, 100, 78, 85, 80, 87, 76, 71, 85, 94, 47, 47, 87, 70, 111, 91, 87, 75, 87, 83, 72, 74, 87, 78, 112, 78, 71,
  73, 47, 37, 47, 84, 50, 50, 65, 70, 61, 70, 64, 43, 70, 73, 38, 36, 69, 38, 106, 73, 67, 70, 70, 53, 56, 46, 73, 58,
  86, 60, 58, 57, 64, 36, 64, 84,
];

/** Which table: the built-in sans-serif stacks, the serif one, or a font of the church's own (the wider). */
export type Face = "sans" | "serif" | "either";

const ADVANCES: Record<Face, number[]> = {
  sans: SANS,
  serif: SERIF,
  either: SANS.map((width, index) => Math.max(width, SERIF[index]!)),
};

/** Inverted and curly marks take their plain twin's width. */
const TWINS: Record<string, string> = { "¿": "?", "¡": "!", "’": "'", "‘": "'", "“": '"', "”": '"', "–": "-" };

function advance(character: string, table: number[]): number {
  const base = TWINS[character] ?? character.normalize("NFD").replace(/\p{M}/gu, "");
  const code = base.length === 1 ? base.charCodeAt(0) : 0;
  return code >= 32 && code < 127 ? table[code - 32]! : 100;
}

/** The width of `text` on one line, in em of its font size. */
export function textWidthEm(text: string, face: Face): number {
  const table = ADVANCES[face];
  let hundredths = 0;
  for (const character of text) hundredths += advance(character, table);
  return hundredths / 100;
}

/**
 * The width, in em, of `text` wrapped onto at most two lines at a space: the wider line of the most even
 * split (one word alone stays whole).
 */
export function twoLineWidthEm(text: string, face: Face): number {
  const words = text.trim().split(/\s+/);
  let best = textWidthEm(words.join(" "), face);
  for (let split = 1; split < words.length; split += 1) {
    const wider = Math.max(
      textWidthEm(words.slice(0, split).join(" "), face),
      textWidthEm(words.slice(split).join(" "), face),
    );
    best = Math.min(best, wider);
  }
  return best;
}
