/**
 * GET /healthz, the site's answer to "are you up?": anyone gets ok (200) or degraded (503, when the database cannot
 * be read); the operator's token (ADMIN_TOKEN, issue 25) also gets what runs inside: the version, uptime, the
 * upstreams' state, the outbox, the clean-ups and the last backup. Also the version the server reports in its log.
 */
import type { RequestHandler } from "express";
import packageJson from "../../package.json" with { type: "json" };
import { backupHealth } from "~/features/backups/runs.server";
import { adminTokenIn } from "~/server/admin-token.server";
import { cleanUpReport } from "~/server/housekeeping.server";
import { describeError, log } from "~/server/logger.server";
import { outboxCounts } from "~/server/outbox.server";
import { upstreamReport } from "~/server/upstream-status.server";

export const version = packageJson.version;

export function healthCheck(): RequestHandler {
  return (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    // Anyone may ask whether the site is up; what runs inside it is for the operator's token (issue 25).
    const operator = adminTokenIn(req) === "valid";
    // The outbox says whether visitors' submissions are reaching Mailchimp and the church's inbox.
    let outbox: ReturnType<typeof outboxCounts> | "unavailable";
    try {
      outbox = outboxCounts();
    } catch (error) {
      log("error", "health check could not read the database", { error: describeError(error) });
      outbox = "unavailable";
    }
    const status = outbox === "unavailable" ? "degraded" : "ok";
    res.status(outbox === "unavailable" ? 503 : 200);
    if (!operator) return void res.json({ status });
    res.json({
      status,
      version,
      uptimeSeconds: Math.round(process.uptime()),
      upstreams: upstreamReport(),
      outbox,
      cleanUps: cleanUpReport(),
      // Issue 40: the last backup's time, size and outcome, as `npm run backup` recorded it.
      backups: outbox === "unavailable" ? "unavailable" : backupHealth(),
    });
  };
}
