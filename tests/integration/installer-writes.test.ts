import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { bash, me, work } from "./installer-shell";
import { root } from "./server-process";

/**
 * Issue 46, the fast half (`npm test`): what deploy/install.sh writes. A file or setting already right is
 * left alone (a second run changes nothing); the Caddyfile and the units are read by Caddy and systemd
 * themselves; the scripts pass shellcheck.
 */

test("a file or setting already right is left alone and said so; the operator's own settings stay", () => {
  const file = path.join(work, "settings");
  writeFileSync(file, readFileSync(path.join(root, "deploy/env.example"), "utf8") + "VIMEO_TOKEN=the-operators-own\n");
  const twice = bash(
    `for run in 1 2; do CW_CHANGES=0; put_file ${work}/written 640 ${me.user} ${me.group} "a file" < <(printf 'one\\n'); ` +
      `set_env_key ${file} PUBLIC_URL https://www.our-church.org; set_env_key ${file} SMTP_URL smtp://mail.our-church.org:587; ` +
      `echo "changes=$((CW_CHANGES + CW_LAST_CHANGED))"; done`,
  );
  expect(twice.out).toMatch(/✓ a file \(.*written\)\nchanges=2\n {2}· a file: already right\nchanges=0/);
  const settings = readFileSync(file, "utf8");
  expect(settings).toMatch(/^PUBLIC_URL=https:\/\/www\.our-church\.org$/m);
  expect(settings).toMatch(/^SMTP_URL=smtp:\/\/mail\.our-church\.org:587$/m);
  expect(settings).not.toMatch(/^# SMTP_URL=/m);
  expect(settings).toMatch(/^VIMEO_TOKEN=the-operators-own$/m);
});

test("the church's folder named by a relative path is checked and copied from where the volunteer typed it", () => {
  const here = path.join(work, "volunteer");
  mkdirSync(path.join(here, "data"), { recursive: true });
  // A release whose content check accepts a folder with a church.yaml: the path it is given is what counts
  // (the real check, run in a checkout, may install the checkout's packages first).
  const release = path.join(work, "release");
  mkdirSync(path.join(release, "scripts"), { recursive: true });
  writeFileSync(
    path.join(release, "scripts/content.mjs"),
    'import { existsSync } from "node:fs";\nprocess.exit(existsSync(`${process.argv[3]}/church.yaml`) ? 0 : 1);\n',
  );
  const copied = bash(
    `cp -r content/redwood-coast ${here}/our-church; cd ${here}; CW_DATA=${here}/data; CW_CONTENT=${here}/data/content; ` +
      `CW_USER=${me.user}; A_CONTENT=our-church; ensure_content ${release}`,
  );
  expect(copied.code, copied.out).toBe(0);
  expect(copied.out).toContain("copied from our-church");
  expect(readFileSync(path.join(here, "data/content/church.yaml"), "utf8")).toBe(
    readFileSync(path.join(root, "content/redwood-coast/church.yaml"), "utf8"),
  );
});

/** The parts of Caddy's JSON configuration (what `caddy adapt` makes of a Caddyfile) the test reads. */
interface CaddyConfig {
  apps: {
    http: { servers: Record<string, { routes: { match: { host: string[] }[]; handle: unknown[] }[] }> };
    tls?: { automation?: { policies?: unknown[] } };
  };
}

test("the Caddyfile it writes is this site's, as Caddy reads it: domain, port, retries while the site restarts, local CA when asked", () => {
  const adapt = (localCa: number) => {
    const out = bash(
      `A_DOMAIN=www.our-church.org A_OWNER=pastor@our-church.org O_LOCAL_CA=${localCa} CW_ENV=${work}/none; O_PORT=3284; render_caddyfile . > ${work}/Caddyfile; caddy adapt --config ${work}/Caddyfile --adapter caddyfile`,
      undefined,
      { PATH: process.env.PATH ?? "" },
    );
    expect(out.code, out.out).toBe(0);
    return JSON.parse(out.stdout) as CaddyConfig;
  };
  const config = adapt(0);
  const route = Object.values(config.apps.http.servers)[0]?.routes[0];
  expect(route?.match[0]?.host).toEqual(["www.our-church.org"]);
  const proxy = JSON.stringify(route?.handle);
  expect(proxy).toContain('"dial":"127.0.0.1:3000"');
  expect(proxy).toMatch(/"try_duration":\d+/);
  // Page loads are retried when a connection ends before its answer; a form post never is.
  expect(proxy).toContain('"retry_match":[{"method":["GET","HEAD"]}]');
  expect(JSON.stringify(config.apps.tls ?? {})).toContain("pastor@our-church.org");
  expect(JSON.stringify(adapt(1).apps.tls?.automation?.policies)).toContain('"module":"internal"');
});

test("every unit it writes passes systemd-analyze verify, the backup disk's drop-ins included", () => {
  const out = path.join(work, "units");
  mkdirSync(out, { recursive: true });
  const units = bash(`A_BACKUP=/media/backup-disk/church-website; render_units . ${out}`).out.trim().split("\n");
  expect(units).toContain("church-website-backup.service.d/repository.conf");
  const verify = spawnSync(
    "systemd-analyze",
    ["verify", ...units.filter((unit) => !unit.includes(".d/")).map((unit) => path.join(out, unit))],
    { cwd: out, encoding: "utf8" },
  );
  expect(verify.status, verify.stderr).toBe(0);
  expect(readFileSync(path.join(out, "church-website-backup.service.d/repository.conf"), "utf8")).toContain(
    "ReadWritePaths=/media/backup-disk/church-website",
  );
});

test("the installer's shell scripts pass shellcheck", () => {
  const scripts = [
    "deploy/install.sh",
    "deploy/church-website",
    "tests/installer/fake-systemd/systemctl",
    "tests/installer/fake-systemd/journalctl",
    "tests/installer/fake-systemd/nft",
  ];
  const check = spawnSync("shellcheck", ["-x", "--source-path=SCRIPTDIR", ...scripts], { cwd: root, encoding: "utf8" });
  expect(check.error, "shellcheck is missing: apt-get install shellcheck (npm test installs it)").toBeUndefined();
  expect(check.stdout).toBe("");
}, 120_000);

test("an update copies the running release's dependencies only when its package-lock.json and Node are the same", () => {
  const releases = path.join(work, "releases");
  const release = (name: string, lock: string, abi: string) => {
    mkdirSync(path.join(releases, name, "node_modules"), { recursive: true });
    writeFileSync(path.join(releases, name, "package-lock.json"), lock);
    writeFileSync(path.join(releases, name, ".church-website-release"), `commit=0\nbuilt=now\nnode_abi=${abi}\n`);
  };
  release("running", '{"lockfileVersion":3}\n', process.versions.modules);
  release("older-node", '{"lockfileVersion":3}\n', "1");
  const reused = (running: string, lock: string) => {
    mkdirSync(path.join(releases, "new"), { recursive: true });
    writeFileSync(path.join(releases, "new/package-lock.json"), lock);
    const out = bash(
      `. deploy/lib/release.sh; CW_RELEASES=${releases}; CW_CURRENT=${work}/current; ` +
        `ln -sfn ${releases}/${running} ${work}/current; same_dependencies ${releases}/new`,
    );
    expect(out.code, out.out).toBe(0);
    return out.stdout;
  };
  expect(reused("running", '{"lockfileVersion":3}\n')).toBe("running");
  expect(reused("running", '{"lockfileVersion":3,"packages":{}}\n')).toBe("");
  expect(reused("older-node", '{"lockfileVersion":3}\n')).toBe("");
});
