import { getEnv } from "./env.server";

/**
 * Structured logging: one JSON object a line on stdout (stderr for errors),
 * ready for any log collector. Never pass a secret or a raw upstream error
 * body in `fields`.
 */

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = safeThreshold();
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

function safeThreshold(): Level | "silent" {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return "info";
  }
}

/** A short description of an error that carries no secret (no headers, no URLs with tokens). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
