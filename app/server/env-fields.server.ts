import express from "express";
import { z } from "zod";

/** The kinds of operator setting env.server.ts reads: an empty value is the same as none. */

export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/ }).optional())
  .optional();

export const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/**
 * TRUST_PROXY as Express takes it: a boolean, a number of hops, or a list of
 * addresses, ranges and names. Express (proxy-addr) checks the list when it
 * is set, so an address it cannot read fails the start here, not at the
 * first request.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "") return ["loopback"];
  if (value === "true" || value === "false") return value === "true";
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  express().set("trust proxy", list);
  return list;
}
