import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A fresh Debian 13 (trixie) root file system for the installer's test (tests/installer/README.md):
 * debootstrap from Debian's mirror, its tarball kept in a folder outside the repository so that a second
 * local run skips the download (CI, starting from nothing, makes it). The root shares this machine's
 * network (the mirrors and the npm registry must be reachable); systemd cannot be PID 1 here, so
 * tests/installer/fake-systemd/ runs the units' commands as systemd would.
 */

export const cacheDir = process.env.INSTALLER_TEST_CACHE ?? "/var/cache/church-website-installer-test";
export const rootDir = process.env.INSTALLER_TEST_ROOT ?? "/var/tmp/church-website-installer-test/root";
const mirror = process.env.DEBIAN_MIRROR ?? "http://deb.debian.org/debian";
const fakeSystemd = new URL("./fake-systemd/", import.meta.url).pathname;
const localAuthorities = "/usr/local/share/ca-certificates";

export interface Run {
  code: number;
  output: string;
  seconds: number;
}

/** Runs a command to its end, its output kept (and shown when INSTALLER_TEST_VERBOSE is set). */
export function run(
  command: string,
  args: string[],
  options: { timeoutMs?: number; input?: string } = {},
): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.INSTALLER_TEST_VERBOSE) process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    // A command that ends before reading its input closes the pipe: nothing to report.
    child.stdin.on("error", () => {});
    child.stdin.end(options.input ?? "");
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 30 * 60_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

/** A command inside the root, as root logged in there: a clean environment, Debian's root PATH. */
export function inRoot(script: string, options: { timeoutMs?: number } = {}): Promise<Run> {
  return run(
    "chroot",
    [
      rootDir,
      "/usr/bin/env",
      "-i",
      "HOME=/root",
      "LANG=C.UTF-8",
      "TERM=dumb",
      "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "/bin/bash",
      "-c",
      script,
    ],
    options,
  );
}

function mounted(): string[] {
  const table = spawnSync("findmnt", ["-rn", "-o", "TARGET"], { encoding: "utf8" }).stdout;
  return table.split("\n").filter((target) => target === rootDir || target.startsWith(`${rootDir}/`));
}

/** Processes whose root is the test's root (what the fake systemd started), killed; mounts undone. */
export function tearDownRoot(): void {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${pid}/root`) === rootDir) process.kill(Number(pid), "SIGKILL");
    } catch {
      // Gone already, or not ours to read.
    }
  }
  for (const target of mounted().reverse()) spawnSync("umount", ["-l", target]);
}

/** The base system: debootstrap's tarball (made once), unpacked into a new root. Returns the seconds it took. */
export async function bootstrapRoot(): Promise<{ seconds: number; tarballMade: boolean }> {
  const started = Date.now();
  tearDownRoot();
  rmSync(rootDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  const tarball = path.join(cacheDir, "trixie-base.tgz");
  const tarballMade = !existsSync(tarball);
  if (tarballMade) {
    const made = await run("debootstrap", [`--make-tarball=${tarball}`, "trixie", `${rootDir}.make`, mirror]);
    rmSync(`${rootDir}.make`, { recursive: true, force: true });
    if (made.code !== 0) throw new Error(`debootstrap --make-tarball failed:\n${made.output.slice(-3000)}`);
  }
  mkdirSync(rootDir, { recursive: true });
  const unpacked = await run("debootstrap", [`--unpack-tarball=${tarball}`, "trixie", rootDir, mirror]);
  if (unpacked.code !== 0) throw new Error(`debootstrap failed:\n${unpacked.output.slice(-3000)}`);
  writeFileSync(
    path.join(rootDir, "etc/apt/sources.list.d/debian.sources"),
    `Types: deb\nURIs: ${mirror}\nSuites: trixie trixie-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n`,
  );
  rmSync(path.join(rootDir, "etc/apt/sources.list"), { force: true });
  return { seconds: Math.round((Date.now() - started) / 1000), tarballMade };
}

/** What the running system gives a root: /proc, /sys, /dev, a resolver; the test's domains; the fake systemd. */
export function enterRoot(hosts: Record<string, string>): void {
  for (const [source, target, type] of [
    ["proc", "proc", "proc"],
    ["sysfs", "sys", "sysfs"],
    ["/dev", "dev", "bind"],
    ["devpts", "dev/pts", "devpts"],
    ["tmpfs", "run", "tmpfs"],
    ["tmpfs", "dev/shm", "tmpfs"],
  ] as const) {
    const where = path.join(rootDir, target);
    mkdirSync(where, { recursive: true });
    const args = type === "bind" ? ["--bind", source, where] : ["-t", type, source, where];
    const result = spawnSync("mount", args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`mount ${target}: ${result.stderr}`);
  }
  cpSync("/etc/resolv.conf", path.join(rootDir, "etc/resolv.conf"), { dereference: true });
  // A network that passes HTTPS through a proxy of its own (this machine's does) needs its authority trusted
  // in the root as on the machine: the machine's local authorities, which ca-certificates (installed with
  // git, before the installer runs) adds to the root's bundle. A real server needs nothing of this.
  if (existsSync(localAuthorities)) {
    cpSync(localAuthorities, path.join(rootDir, "usr/local/share/ca-certificates"), { recursive: true });
  }
  const lines = Object.entries(hosts).map(([name, address]) => `${address}\t${name}`);
  writeFileSync(path.join(rootDir, "etc/hosts"), `127.0.0.1\tlocalhost\n::1\tlocalhost\n${lines.join("\n")}\n`);
  for (const tool of ["systemctl", "journalctl", "nft"]) {
    cpSync(path.join(fakeSystemd, tool), path.join(rootDir, "usr/local/sbin", tool));
  }
}
