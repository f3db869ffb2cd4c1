// Types for visit-burst.mjs, so the TypeScript tests can use it.
import type { MailCatcher } from "./mail-catcher.mjs";

export interface VisitBurstResult {
  plans: number;
  /** The burst's plans left at even intervals over this long (0: all at once). */
  spreadMs: number;
  followUps: number;
  acknowledged: number;
  failures: number;
  statuses: Record<string, number>;
  burstMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Messages the outbox held when the one-at-a-time plans began (null without them). */
  mailWaitingAtFollowUps: number | null;
  followUpP50Ms: number | null;
  followUpP95Ms: number | null;
  smtpStoppedAfterMessages: number | null;
  smtpDownMs: number;
  confirmationsDelivered: number;
  confirmationsLost: number;
  noticesDelivered: number;
  messagesReceived: number;
  doubled: number;
  msFromRestartToLastMessage: number | null;
}

export declare function offeredServices(baseUrl: string): Promise<string[]>;
export declare function sendPlans(options: {
  baseUrl: string;
  plans: number;
  services?: string[];
  headers?: Record<string, string>;
  spreadMs?: number;
}): Promise<{
  latencies: number[];
  acknowledged: Set<string>;
  statuses: Record<string, number>;
  failures: number;
  elapsedMs: number;
}>;
export declare function runVisitBurst(options: {
  baseUrl: string;
  catcher: MailCatcher;
  plans: number;
  stopAfterShare?: number;
  downMs?: number;
  office: string;
  timeoutMs?: number;
  followUps?: number;
  spreadMs?: number;
}): Promise<VisitBurstResult>;
