import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { bash, stubs, work } from "./installer-shell";
import { root } from "./server-process";

/**
 * Issue 46, the fast half (`npm test`): what deploy/install.sh checks before it changes anything, and its
 * answers. Its writes are in installer-writes.test.ts; the whole installer on a bootstrapped Debian runs in
 * `npm run test:installer` (tests/installer/).
 */

const osRelease = (id: string, version: string, pretty: string) => {
  const file = path.join(work, `os-${id}-${version}`);
  writeFileSync(file, `PRETTY_NAME="${pretty}"\nID=${id}\nVERSION_ID="${version}"\n`);
  return file;
};

test("the installer knows Debian 12, Debian 13 and Ubuntu 24.04, and names any other system", () => {
  for (const [id, version, expected] of [
    ["debian", "12", "debian12"],
    ["debian", "13", "debian13"],
    ["ubuntu", "24.04", "ubuntu2404"],
  ]) {
    expect(bash(`check_os ${osRelease(id!, version!, "x")}; echo "$CW_OS \${#PF_PROBLEMS[@]}"`).out.trim()).toBe(
      `${expected} 0`,
    );
  }
  const old = bash(
    `check_os ${osRelease("debian", "11", "Debian GNU/Linux 11 (bullseye)")}; printf '%s\\n' "\${PF_PROBLEMS[@]}"`,
  );
  expect(old.out).toContain(
    "This is Debian GNU/Linux 11 (bullseye); the installer knows Debian 12, Debian 13 and Ubuntu 24.04.",
  );
  expect(
    bash(`check_os ${osRelease("ubuntu", "22.04", "Ubuntu 22.04.5 LTS")}; echo "\${#PF_PROBLEMS[@]}"`).out.trim(),
  ).toBe("1");
});

test("too little memory is refused with the swap file that fixes it; enough with swap passes", () => {
  const meminfo = (memory: number, swap: number) => {
    const file = path.join(work, `meminfo-${memory}-${swap}`);
    writeFileSync(file, `MemTotal: ${memory * 1024} kB\nMemFree: 1 kB\nSwapTotal: ${swap * 1024} kB\n`);
    return file;
  };
  const small = bash(`check_memory ${meminfo(961, 0)}; printf '%s\\n' "\${PF_PROBLEMS[@]}"`).out;
  expect(small).toContain("This server has 961 MB of memory and 0 MB of swap");
  expect(small).toContain("fallocate -l 2G /swapfile");
  expect(bash(`check_memory ${meminfo(961, 2048)}; echo "\${#PF_PROBLEMS[@]}"`).out.trim()).toBe("0");
});

function dnsCheck(records: string[], options = "") {
  const bin = stubs({
    getent: records.map((address) => `${address}    STREAM church.example`).join("\n"),
    // `ip -o addr show scope global` (then scope host, for --allow-loopback-dns) as iproute2 prints them.
    ip: "2: eth0    inet 198.51.100.4/24 brd 198.51.100.255 scope global eth0\\       valid_lft forever\n2: eth0    inet6 2001:db8::4/64 scope global",
  });
  return bash(`${options || ":"}; check_dns church.example; printf '%s\\n' "\${PF_PROBLEMS[@]}"`, bin).out.trim();
}

test("the domain's DNS must point at this server: elsewhere, nowhere or loopback is refused, saying what to change", () => {
  expect(dnsCheck(["198.51.100.4", "2001:db8::4"])).toBe("");
  const elsewhere = dnsCheck(["203.0.113.7"]);
  expect(elsewhere).toContain(
    "church.example points at 203.0.113.7 (elsewhere), but this server's addresses are 198.51.100.4, 2001:db8::4.",
  );
  expect(elsewhere).toContain("Change the A (and AAAA) record at your DNS provider");
  expect(dnsCheck(["198.51.100.4", "2001:db8::99"])).toContain("points at 2001:db8::99");
  expect(dnsCheck([])).toContain(
    "church.example has no DNS address yet. At your domain's DNS provider, add an A record",
  );
  // Behind NAT, the operator names the public address.
  expect(dnsCheck(["203.0.113.7"], "O_PUBLIC_IPS=(203.0.113.7)")).toBe("");
  // A test domain in /etc/hosts: loopback only with the explicit flag.
  expect(dnsCheck(["127.0.0.1"])).toContain(
    "points at 127.0.0.1 (this machine's loopback address, which nobody else can reach)",
  );
}, 20_000);

test("ports 80 and 443 taken by another program are refused, naming it; Caddy's or the site's own are fine", () => {
  const nginx = stubs({ ss: 'LISTEN 0 511 0.0.0.0:80 0.0.0.0:* users:(("nginx",pid=812,fd=6))' });
  expect(bash(`check_ports 3000; printf '%s\\n' "\${PF_PROBLEMS[@]}"`, nginx).out).toContain(
    "Port 80 (tcp) is taken by nginx.",
  );
  // ss answers for the port asked about: Caddy holds 80 and 443, nothing holds the site's.
  const caddy = stubs(
    { ss: "" },
    {
      ss: `#!/bin/sh\ncase "$*" in *":80"* | *":443"*) echo 'LISTEN 0 4096 *:443 *:* users:(("caddy",pid=90,fd=7))' ;; esac\n`,
    },
  );
  expect(bash(`check_ports 3000; echo "\${#PF_PROBLEMS[@]}"`, caddy).out.trim()).toBe("0");
});

/** The installer stopped with status 2 (wrong answers), naming every one of `problems` at once. */
function expectRefused(answer: { code: number | null; out: string }, problems: string[]) {
  expect(answer.code).toBe(2);
  for (const problem of problems) expect(answer.out).toContain(problem);
}

test("answers: every problem named at once and nothing changed; flags, environment variables and a pasted address all work", () => {
  const missing = spawnSync("deploy/install.sh", ["--non-interactive"], { cwd: root, encoding: "utf8", input: "" });
  expectRefused({ code: missing.status, out: missing.stderr }, [
    "the domain is missing",
    "the content folder is missing",
    "the owner's e-mail is missing",
    "Nothing was changed.",
  ]);
  const unknown = spawnSync("deploy/install.sh", ["--domian", "x"], { cwd: root, encoding: "utf8" });
  expect([unknown.status, unknown.stderr.split("\n")[0]]).toEqual([2, "✗ unknown option: --domian"]);
  const bad = bash(
    'parse_args --domain "our church" --content /nowhere --owner-email owner@ --smtp-url mail.example.org --backup-to "D:\\\\backups"; validate_answers',
  );
  expectRefused(bad, [
    '"our church" is not a domain name',
    "/nowhere is not a church's content folder",
    '"owner@" is not an e-mail address',
    "the mail server must look like smtp://",
    "is not a restic repository",
  ]);
  const fromEnv = bash(
    'parse_args --content content/redwood-coast -- --name x; O_PORT=3000; validate_answers; echo "$A_DOMAIN|$A_OWNER|$A_SMTP|$A_BACKUP|$O_PORT"',
    undefined,
    {
      CHURCH_DOMAIN: "https://WWW.Our-Church.org/",
      OWNER_EMAIL: "pastor@our-church.org",
      SMTP_URL: "smtp://u:p@mail.our-church.org:587",
      RESTIC_REPOSITORY: "sftp:u1@box.example:/church",
    },
  );
  expect(fromEnv.out.trim()).toBe(
    "www.our-church.org|pastor@our-church.org|smtp://u:p@mail.our-church.org:587|sftp:u1@box.example:/church|3000",
  );
});

test("--check runs every check and changes nothing", () => {
  const bin = stubs({
    id: "0",
    getent: "198.51.100.4    STREAM church.example",
    ip: "2: eth0    inet 198.51.100.4/24 scope global eth0",
    ss: "",
  });
  const check = spawnSync(
    "deploy/install.sh",
    [
      "--check",
      "--non-interactive",
      "--domain",
      "church.example",
      "--content",
      "content/redwood-coast",
      "--owner-email",
      "o@church.example",
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    },
  );
  expect(check.stdout + check.stderr).toContain("Everything checked; nothing was changed.");
  expect(check.status).toBe(0);
});
