import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { bootstrapRoot, enterRoot, inRoot, rootDir, tearDownRoot, type Run } from "./chroot";
import { releaseSource, worktreeFile, type ReleaseSource } from "./release-source";
import { domain, loadAverage, signUp, storedAddresses, visit, visitorsMeanwhile } from "./visitor";

/**
 * Issue 46, end to end (`npm run test:installer`, not part of `npm test`): deploy/install.sh in a freshly
 * bootstrapped Debian 13 root, from the volunteer's command to the church's pages over HTTPS with Caddy's
 * local certificate authority for church.test; then a second run, an update, a broken update rolled back,
 * and a rollback. tests/installer/README.md says how the root stands in for a server.
 */

const elsewhere = "elsewhere.test";
const sitePort = process.env.INSTALLER_TEST_SITE_PORT ?? "3284";
const minutes = (count: number) => count * 60_000;
const figures: string[] = [];
let source: ReleaseSource;

const answers =
  `--domain ${domain} --content church-website/content/redwood-coast --owner-email owner@church.test ` +
  `--backup-to /srv/church-backups --port ${sitePort} --local-ca --allow-loopback-dns --non-interactive`;

async function note(figure: string) {
  figures.push(`${figure} (load average ${await loadAverage()})`);
}

/** What the installer may change, as one text: packages, accounts, settings, units, code. */
async function machineState(): Promise<string> {
  const state = await inRoot(
    "dpkg-query -W -f '${Package} ${Version}\\n'; getent passwd church-website; " +
      "find /etc/church-website /etc/caddy /etc/systemd/system /etc/nftables.d /etc/apt /opt/church-website /var/lib/church-website/content " +
      "-maxdepth 2 -printf '%p %m %u %s %l\\n' 2>/dev/null | sort; cat /etc/church-website/env /etc/caddy/Caddyfile 2>/dev/null",
  );
  return state.output;
}

beforeAll(async () => {
  const boot = await bootstrapRoot();
  await note(`debootstrap: ${boot.seconds} s (${boot.tarballMade ? "tarball downloaded" : "cached tarball"})`);
  enterRoot({ [domain]: "127.0.0.1", [elsewhere]: "203.0.113.7" });
  source = releaseSource();
  source.bundle(path.join(rootDir, "srv/church-website.bundle"));
  // The volunteer's first line (docs/deploying.md): git, and the church's repository cloned.
  const clone = await inRoot(
    "cd /root && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq git ca-certificates >/dev/null && " +
      "git clone -q /srv/church-website.bundle church-website",
  );
  expect(clone.code, clone.output).toBe(0);
}, minutes(30));

afterAll(() => {
  tearDownRoot();
  source?.dispose();
  console.log(`\nInstaller figures (2 cores):\n  ${figures.join("\n  ")}`);
});

test("a domain whose DNS points elsewhere, or only at loopback without the test's flag, is refused and nothing changes", async () => {
  const before = await machineState();
  const elsewhereRun = await inRoot(
    `cd /root && church-website/deploy/install.sh ${answers.replace(domain, elsewhere)}`,
  );
  expect(elsewhereRun.code).toBe(1);
  expect(elsewhereRun.output).toContain(`${elsewhere} points at 203.0.113.7 (elsewhere)`);
  expect(elsewhereRun.output).toContain("Nothing was changed.");

  const loopbackRun = await inRoot(
    `cd /root && church-website/deploy/install.sh ${answers.replace(" --allow-loopback-dns", "")}`,
  );
  expect(loopbackRun.code).toBe(1);
  expect(loopbackRun.output).toContain(`${domain} points at 127.0.0.1 (this machine's loopback address`);
  expect(await machineState()).toBe(before);
});

test(
  "from a fresh Debian 13 to the church's pages over HTTPS, with the owner's sign-in link",
  async () => {
    const install = await inRoot(`cd /root && church-website/deploy/install.sh ${answers}`, { timeoutMs: minutes(40) });
    expect(install.code, install.output.slice(-4000)).toBe(0);
    const step = (pattern: RegExp) => pattern.exec(install.output)?.[1] ?? "?";
    await note(
      `install: ${install.seconds} s in all; npm ci ${step(/npm ci: (\d+) s/)} s, build ${step(/build: (\d+) s/)} s; ` +
        `by step: ${step(/^By step: (.+)$/m)}`,
    );
    expect(install.output).toMatch(new RegExp(`https://${domain.replace(".", "\\.")}/admin/verify\\?token=\\S+`));

    const home = await visit("/");
    expect(home.status).toBe(200);
    const church = /^name: (.+)$/m.exec(
      readFileSync(path.join(rootDir, "var/lib/church-website/content/church.yaml"), "utf8"),
    );
    expect(home.body).toContain(church?.[1]?.replace(/^["']|["']$/g, ""));
    const redirect = await inRoot(`curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' http://${domain}/visit`);
    expect(redirect.output).toBe(`308 https://${domain}/visit`);

    // Every unit it wrote, as systemd itself reads them.
    const verify = await inRoot(
      "systemd-analyze verify /etc/systemd/system/church-website*.service /etc/systemd/system/church-website*.timer",
    );
    expect(verify.code, verify.output).toBe(0);
    // The firewall's rules, as the kernel loaded them (in a namespace of their own: fake-systemd/nft).
    const ruleset = readFileSync(path.join(rootDir, "run/fake-systemd/nft-ruleset"), "utf8");
    expect(ruleset).toMatch(/policy drop;/);
    expect(ruleset).toMatch(/tcp dport \{ 22, 80, 443 \} accept/);
    expect(readFileSync(path.join(rootDir, "etc/apt/apt.conf.d/20auto-upgrades"), "utf8")).toContain(
      'Unattended-Upgrade "1"',
    );
    expect(existsSync(path.join(rootDir, "run/fake-systemd/church-website-backup.timer.active"))).toBe(true);

    const backup = await inRoot("church-website backup");
    expect(backup.code, backup.output).toBe(0);
    const status = await inRoot("church-website status");
    expect(status.code, status.output).toBe(0);
    expect(status.output).toMatch(/^Site: +ok /m);
    expect(status.output).toMatch(/^Last backup: +\S+, ok, \d+ MB$/m);
    expect(status.output).toMatch(
      new RegExp(`^Certificate: +https://${domain}/ valid until \\d{4}-\\d\\d-\\d\\d`, "m"),
    );
  },
  minutes(45),
);

test(
  "run again, the installer changes nothing that is right, and says so",
  async () => {
    const before = await machineState();
    const pid = readFileSync(path.join(rootDir, "run/fake-systemd/church-website.service.pid"), "utf8");
    // The test domain is loopback: its flag is given again, never remembered (the check stays whole).
    const again = await inRoot("cd /root && church-website/deploy/install.sh --allow-loopback-dns --non-interactive");
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("Nothing changed: everything was already as it should be.");
    // Its only ticks are the checks passing (the server's, then the site's); none is a change.
    const ticks = again.output.split("\n").filter((line) => line.startsWith("  ✓ "));
    expect(ticks).toEqual([
      expect.stringMatching(/^ {2}✓ debian13, enough memory and disk, ports 80 and 443 free/),
      "  ✓ /healthz answers ok",
      `  ✓ https://${domain}/ answers over HTTPS`,
    ]);
    expect(await machineState()).toBe(before);
    expect(readFileSync(path.join(rootDir, "run/fake-systemd/church-website.service.pid"), "utf8")).toBe(pid);
    await note(`second run: ${again.seconds} s, nothing changed`);
  },
  minutes(10),
);

test(
  "an update builds beside the running release and switches with no request refused",
  async () => {
    source.tagRelease("v2.0.0", { "README.md": `${worktreeFile("README.md")}\nRelease 2.\n` }, "Release 2");
    source.bundle(path.join(rootDir, "srv/church-website.bundle"));
    const visitors = visitorsMeanwhile();
    const update = await inRoot("church-website update v2.0.0", { timeoutMs: minutes(30) });
    const seen = await visitors.stop();
    expect(update.code, update.output.slice(-3000)).toBe(0);
    expect(update.output).toMatch(/Updated from \S+ to v2\.0\.0 in \d+ s/);
    // The same package-lock.json and Node: the running release's dependencies, copied, not installed again.
    expect(update.output).toMatch(/dependencies copied from \S+ \(the same package-lock\.json and Node\)/);
    expect(seen.statuses.length).toBeGreaterThan(10);
    expect(seen.statuses.filter((status) => status !== "200")).toEqual([]);
    await note(
      `update: ${update.seconds} s (dependencies ${/(?:npm ci|Node\)): (\d+) s/.exec(update.output)?.[1]} s, build ${/build: (\d+) s/.exec(update.output)?.[1]} s, ` +
        `switch ${/switched in (\d+) s/.exec(update.output)?.[1]} s); ${seen.statuses.length} home pages loaded meanwhile, none refused, slowest ${seen.slowest} s`,
    );
  },
  minutes(35),
);

test(
  "a release that fails its health check is rolled back within a minute, keeping a sign-up made during the update",
  async () => {
    source.tagRelease(
      "v3.0.0",
      { "scripts/serve.mjs": 'console.error("Release 3 cannot start: a bug in its start-up.");\nprocess.exit(1);\n' },
      "Release 3, broken",
    );
    source.bundle(path.join(rootDir, "srv/church-website.bundle"));
    let finished: Run | undefined;
    const updating = inRoot("church-website update v3.0.0", { timeoutMs: minutes(30) }).then((result) => {
      finished = result;
      return result;
    });
    // While it builds (its folder unpacked, the build not yet switched to), a visitor signs up.
    const unpacked = path.join(rootDir, "opt/church-website/releases/v3.0.0/package.json");
    const waitUntil = Date.now() + minutes(5);
    while (!existsSync(unpacked) && !finished && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 500));
    if (!existsSync(unpacked)) {
      const why = finished
        ? `it ended (exit ${finished.code}):\n${finished.output.slice(-3000)}`
        : "not within 5 minutes";
      throw new Error(`the update did not unpack v3.0.0: ${why}`);
    }
    const during = await signUp("during-the-update@example.org");
    expect(during.status, during.body).toBe(200);
    const update = await updating;
    expect(update.output).not.toContain("Another update or rollback is running");

    expect(update.code).toBe(1);
    expect(update.output).toContain("v3.0.0 failed its check: the site stopped as it started");
    expect(update.output).toContain("Release 3 cannot start: a bug in its start-up.");
    const rollbackSeconds = Number(/Back on v2\.0\.0 in (\d+) s/.exec(update.output)?.[1]);
    expect(rollbackSeconds).toBeLessThanOrEqual(60);
    expect((await inRoot("church-website status")).output).toMatch(/^Release: +v2\.0\.0 /m);
    expect(await storedAddresses()).toContain("during-the-update@example.org");
    expect((await visit("/")).status).toBe(200);
    await note(`failed update: rolled back in ${rollbackSeconds} s, ${update.seconds} s in all`);
  },
  minutes(35),
);

test(
  "rollback goes back to the previous release within a minute",
  async () => {
    const rollback = await inRoot("church-website rollback");
    expect(rollback.code, rollback.output).toBe(0);
    const seconds = Number(/runs \(\/healthz ok, the home page loads\), in (\d+) s/.exec(rollback.output)?.[1]);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await inRoot("church-website status")).output).not.toMatch(/^Release: +v2\.0\.0 /m);
    expect(await storedAddresses()).toContain("during-the-update@example.org");
    await note(`rollback: ${seconds} s`);
  },
  minutes(5),
);
