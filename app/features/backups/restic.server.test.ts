import { expect, test } from "vitest";
import { parseBackupSummary, redactSecrets, resticSettings } from "./restic.server";

/** restic's settings pass through; what restic prints back never carries one of their values (issue 40). */

const env = {
  RESTIC_REPOSITORY: "s3:https://s3.example.com/church-bucket/site",
  RESTIC_PASSWORD: "hunter2-but-longer",
  AWS_ACCESS_KEY_ID: "AKIAEXAMPLEKEY",
  AWS_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG/bPxRfiCY",
};

test("an error restic prints has every secret setting's value, and any URL's user and password, redacted", () => {
  const said =
    "Fatal: unable to open config file: Stat: Access Denied s3:https://s3.example.com/church-bucket/site " +
    "key AKIAEXAMPLEKEY secret wJalrXUtnFEMI/K7MDENG/bPxRfiCY password hunter2-but-longer " +
    "rest:https://ann:sesame@backup.example.org/";
  const redacted = redactSecrets(said, env);
  for (const value of Object.values(env)) expect(redacted).not.toContain(value);
  expect(redacted).not.toContain("sesame");
  expect(redacted).toContain("Access Denied");
});

test("restic is set up by its own settings, and says which one is missing", () => {
  expect(resticSettings({})).toEqual({ configured: false, missing: "RESTIC_REPOSITORY (where the backups go)" });
  expect(resticSettings({ RESTIC_REPOSITORY: "/mnt/disk" })).toMatchObject({
    configured: false,
    missing: expect.stringContaining("RESTIC_PASSWORD_FILE"),
  });
  expect(resticSettings({ RESTIC_REPOSITORY: "/mnt/disk", RESTIC_PASSWORD_FILE: "/etc/pw" })).toMatchObject({
    configured: true,
    binary: "restic",
  });
});

test("the summary line of restic backup --json, whatever progress lines come before it", () => {
  const stdout = [
    '{"message_type":"status","percent_done":0.5}',
    '{"message_type":"summary","files_new":3,"data_added":351,"total_files_processed":3,"total_bytes_processed":1200,"snapshot_id":"384eae01"}',
    "",
  ].join("\n");
  expect(parseBackupSummary(stdout)).toMatchObject({
    snapshot_id: "384eae01",
    total_bytes_processed: 1200,
    data_added: 351,
  });
  expect(() => parseBackupSummary('{"message_type":"status"}')).toThrow("no summary");
});
