import { inRoot, run, rootDir, type Run } from "./chroot";
import { writeFileSync, rmSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

/**
 * A visitor of https://church.test inside the root (its /etc/hosts names the domain; curl trusts Caddy's
 * local certificate authority, as a browser told to would).
 */

export const domain = "church.test";
const caRoot = "/var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt";
const curl = `curl -sS --max-time 40 --cacert ${caRoot}`;

/** A page's status and body through Caddy over HTTPS. */
export async function visit(pathname: string): Promise<{ status: number; body: string }> {
  const result = await inRoot(`${curl} -w '\\n%{http_code}' https://${domain}${pathname}`);
  const lines = result.output.trimEnd().split("\n");
  return { status: Number(lines.pop()), body: lines.join("\n") };
}

/** A newsletter sign-up as the site's script sends it (its XSRF cookie and token); the answer's status and body. */
export async function signUp(email: string): Promise<{ status: number; body: string }> {
  const script = [
    "jar=$(mktemp)",
    `${curl} -c "$jar" -o /dev/null https://${domain}/xsrf`,
    `token=$(awk '$6 == "XSRF-TOKEN" { print $7 }' "$jar")`,
    `${curl} -b "$jar" -w '\\n%{http_code}' -H 'accept: application/json' -H 'origin: https://${domain}' ` +
      `-H 'sec-fetch-site: same-origin' -H "x-xsrf-token: $token" ` +
      `--data-urlencode 'email=${email}' --data-urlencode "xsrf=$token" https://${domain}/newsletter`,
  ].join(" && ");
  const result = await inRoot(script);
  const lines = result.output.trimEnd().split("\n");
  return { status: Number(lines.pop()), body: lines.join("\n") };
}

/** The newsletter addresses the site stored, read as the site's account. */
export async function storedAddresses(): Promise<string[]> {
  const result = await inRoot(
    "setpriv --reuid=church-website --regid=church-website --init-groups sqlite3 -readonly /var/lib/church-website/site.db 'SELECT email_address FROM subscribers'",
  );
  if (result.code !== 0) throw new Error(result.output);
  return result.output.split("\n").filter(Boolean);
}

/**
 * Visitors loading the home page one after another (each request waits for the last, a pause of 100 ms
 * between) until stopped: every answer's status, as curl saw it ("000": no answer at all).
 */
export function visitorsMeanwhile(): { stop(): Promise<{ statuses: string[]; slowest: number }> } {
  const stopFile = path.join(rootDir, "run/visitors.stop");
  const outFile = path.join(rootDir, "run/visitors.txt");
  rmSync(stopFile, { force: true });
  writeFileSync(outFile, "");
  const loop: Promise<Run> = inRoot(
    `while [ ! -e /run/visitors.stop ]; do ${curl.replace("-sS", "-s")} -o /dev/null -w '%{http_code} %{time_total}\\n' https://${domain}/ >> /run/visitors.txt; sleep 0.1; done`,
  );
  return {
    async stop() {
      writeFileSync(stopFile, "");
      await loop;
      const lines = existsSync(outFile) ? readFileSync(outFile, "utf8").trim().split("\n").filter(Boolean) : [];
      return {
        statuses: lines.map((line) => line.split(" ")[0] ?? "000"),
        slowest: Math.max(0, ...lines.map((line) => Number(line.split(" ")[1]))),
      };
    },
  };
}

/** The machine's load while a figure was measured (uptime's one-minute average). */
export async function loadAverage(): Promise<string> {
  return (await run("cat", ["/proc/loadavg"])).output.split(" ").slice(0, 3).join(" ");
}
