import { getEnv, type UpstreamName } from "./env.server";

/** What /healthz reports about each upstream: its mode and how its calls went. */

interface Status {
  lastSuccess: string | null;
  lastFailure: string | null;
  lastError: string | null;
}

const statuses = new Map<UpstreamName, Status>();

function statusOf(name: UpstreamName): Status {
  let status = statuses.get(name);
  if (!status) {
    status = { lastSuccess: null, lastFailure: null, lastError: null };
    statuses.set(name, status);
  }
  return status;
}

export function recordUpstreamSuccess(name: UpstreamName, at = new Date()): void {
  statusOf(name).lastSuccess = at.toISOString();
}

/** `reason` must be a short, secret-free description such as "HTTP 503" or "timeout". */
export function recordUpstreamFailure(name: UpstreamName, reason: string, at = new Date()): void {
  const status = statusOf(name);
  status.lastFailure = at.toISOString();
  status.lastError = reason;
}

export function upstreamReport(): Record<UpstreamName, Status & { mode: "live" | "demo" }> {
  const { modes } = getEnv();
  const names: UpstreamName[] = ["vimeo", "planningCenter", "mailchimp"];
  return Object.fromEntries(names.map((name) => [name, { mode: modes[name], ...statusOf(name) }])) as Record<
    UpstreamName,
    Status & { mode: "live" | "demo" }
  >;
}
