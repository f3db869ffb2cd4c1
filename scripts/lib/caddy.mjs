// Debian's Caddy in front of the built site, for the HTTPS deployment test and
// the bench: it runs the repository's own deploy/Caddyfile, changed only in
// what a test must change (private ports on loopback, the site address
// 127.0.0.1, which Caddy serves with its own local certificate authority, the
// upstream's port, no admin endpoint, nothing added to the system's trust
// store). Caddy's data (the local CA) lives in a temporary folder.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect } from "node:tls";
import { fileURLToPath } from "node:url";

export const caddyBinary = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const shippedCaddyfile = fileURLToPath(new URL("../../deploy/Caddyfile", import.meta.url));

/** deploy/Caddyfile as the tests run it; throws when the file no longer has the lines it replaces. */
export function testCaddyfile(source, { httpPort, httpsPort, upstreamPort }) {
  const replacements = [
    // Added to the global options block, which opens the file's first line that is only "{".
    [
      /^\{$/m,
      `{\n\tadmin off\n\tskip_install_trust\n\tdefault_bind 127.0.0.1\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}`,
    ],
    [/^www\.example\.org \{$/m, "https://127.0.0.1 {"],
    [/reverse_proxy 127\.0\.0\.1:3000 \{/, `reverse_proxy 127.0.0.1:${upstreamPort} {`],
  ];
  let text = source;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(text))
      throw new Error(`deploy/Caddyfile no longer matches ${pattern}: update scripts/lib/caddy.mjs with it`);
    text = text.replace(pattern, replacement);
  }
  return text;
}

/**
 * Starts Caddy; resolves once it answers TLS with a certificate from its local CA.
 * `ca` is that CA's root certificate (PEM), for an HTTPS client to trust.
 */
export async function startCaddy({ httpPort, httpsPort, upstreamPort }) {
  if (!existsSync(caddyBinary)) {
    throw new Error(`Caddy is missing at ${caddyBinary}: sudo apt-get install -y caddy (or set CADDY_PATH)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "church-caddy-"));
  const config = path.join(dir, "Caddyfile");
  writeFileSync(config, testCaddyfile(readFileSync(shippedCaddyfile, "utf8"), { httpPort, httpsPort, upstreamPort }));
  let output = "";
  const child = spawn(caddyBinary, ["run", "--config", config, "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, "data"),
      XDG_CONFIG_HOME: path.join(dir, "config"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr])
    stream.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
  const rootCertificate = path.join(dir, "data", "caddy", "pki", "authorities", "local", "root.crt");
  // A test run that ends without calling stop() must not leave Caddy holding its ports for the next run.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (existsSync(rootCertificate)) {
      const ca = readFileSync(rootCertificate, "utf8");
      if (await handshakes(httpsPort, ca)) {
        return { httpOrigin: `http://127.0.0.1:${httpPort}`, httpsOrigin: `https://127.0.0.1:${httpsPort}`, ca, stop };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Caddy did not start:\n${output}`);
}

/** Whether a TLS handshake with a certificate the CA vouches for succeeds on the port. */
function handshakes(port, ca) {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, ca, timeout: 2000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}
