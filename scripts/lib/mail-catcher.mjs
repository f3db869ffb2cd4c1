// A real SMTP server for the tests and the bench (smtp-server): it takes every
// message on 127.0.0.1, keeps the raw bytes (and, with `dir`, writes each one
// there as an .eml file, for journeys that read it from another process), and
// can be stopped and started again on the same port, like a mail server that
// goes down for a while. No TLS and no AUTH: the site's SMTP_URL is
// smtp://127.0.0.1:<port>.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export async function startMailCatcher({ port = 0, dir } = {}) {
  const messages = [];
  let server;
  let counter = 0;
  if (dir) mkdirSync(dir, { recursive: true });

  function create() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // A stop ends open sessions after this long (421), as a server going down does.
      closeTimeout: 200,
      onData(stream, session, callback) {
        const chunks = [];
        stream.on("data", (chunk) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          messages.push({ raw, to, receivedAt: Date.now() });
          if (dir) writeFileSync(path.join(dir, `${Date.now()}-${String((counter += 1)).padStart(5, "0")}.eml`), raw);
          callback();
        });
      },
    });
  }

  async function listen() {
    server = create();
    await new Promise((resolve, reject) => {
      server.on("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = server.server.address().port;
        resolve();
      });
    });
  }
  await listen();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** Every message taken so far: raw bytes and envelope recipients. */
    messages,
    /** Stops taking mail (connections refused) until `start()`. */
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
    async start() {
      if (!server) await listen();
    },
    get running() {
      return server !== undefined;
    },
  };
}
