export const CLOCK: string;
export const WIDTHS: Record<"phone" | "desktop", { width: number; height: number }>;
export const PICTURES: {
  name: string;
  path: string;
  staff?: boolean;
  ready: { name?: string | RegExp; level: number };
  show?: string;
}[];
export function pictureFile(dir: string, name: string, width: string): string;
