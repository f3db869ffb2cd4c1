import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

/**
 * A private OpenSSH server (Debian's sshd) on a loopback port, with its own
 * host key and one authorized key, all in a temporary folder: a real SFTP
 * account for restic's sftp: repositories, touching no one's ~/.ssh. sshd
 * runs as root (CI does); `stop()` and `start()` make it unreachable and
 * reachable again on the same port.
 */
export interface SftpServer {
  port: number;
  /** restic's repository address of a folder on this server. */
  repository(folder: string): string;
  /** BACKUP_SFTP_COMMAND: the ssh command with this server's port, key and known host. */
  sshCommand: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function listening(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`sshd did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startSftpServer(port: number): Promise<SftpServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "sftp-server-"));
  const hostKey = path.join(dir, "host_ed25519");
  const clientKey = path.join(dir, "client_ed25519");
  for (const key of [hostKey, clientKey]) execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", key]);
  writeFileSync(path.join(dir, "authorized_keys"), readFileSync(`${clientKey}.pub`), { mode: 0o600 });
  const hostPublic = readFileSync(`${hostKey}.pub`, "utf8").trim().split(" ").slice(0, 2).join(" ");
  writeFileSync(path.join(dir, "known_hosts"), `[127.0.0.1]:${port} ${hostPublic}\n`);
  const config = path.join(dir, "sshd_config");
  writeFileSync(
    config,
    [
      `Port ${port}`,
      "ListenAddress 127.0.0.1",
      `HostKey ${hostKey}`,
      `AuthorizedKeysFile ${path.join(dir, "authorized_keys")}`,
      `PidFile ${path.join(dir, "sshd.pid")}`,
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "PubkeyAuthentication yes",
      "PermitRootLogin prohibit-password",
      "StrictModes no",
      "UsePAM no",
      "Subsystem sftp internal-sftp",
      "",
    ].join("\n"),
  );
  // sshd's privilege separation folder, made by Debian's service at boot (absent where sshd never ran).
  mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
  const user = userInfo().username;
  let child: ChildProcess | undefined;
  const server: SftpServer = {
    port,
    repository: (folder) => `sftp:${user}@127.0.0.1:${folder}`,
    sshCommand: [
      "ssh",
      `-p ${port}`,
      `-i ${clientKey}`,
      "-o IdentitiesOnly=yes",
      "-o BatchMode=yes",
      "-o StrictHostKeyChecking=yes",
      `-o UserKnownHostsFile=${path.join(dir, "known_hosts")}`,
      `${user}@127.0.0.1`,
      "-s sftp",
    ].join(" "),
    async start() {
      child = spawn("/usr/sbin/sshd", ["-D", "-e", "-f", config], { stdio: ["ignore", "ignore", "pipe"] });
      await listening(port);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGTERM");
      });
    },
  };
  await server.start();
  return server;
}
