/**
 * The unit tests under app/ run one file after another in a worker without a fresh module graph
 * (vitest.config.ts). Whatever one file leaves in the process, the next would inherit: so after each file the
 * settings go back to what they were before it (and are parsed afresh), the database it opened (in its own
 * data folder) is closed, and the clock is the real one again.
 */
import { afterAll, vi } from "vitest";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";

const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
  resetEnvForTests();
  closeDb();
  vi.useRealTimers();
});
