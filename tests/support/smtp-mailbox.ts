import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server (the `smtp-server` package) on a local port that keeps
 * every message it receives, parsed by mailparser: what the site's
 * nodemailer transport sends, as a mail server sees it. No mock.
 */
export interface Mailbox {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Waits for the first message to `to` that arrives after `since` messages (default: any so far). */
  waitFor(to: string, options?: { timeoutMs?: number; after?: number }): Promise<ParsedMail>;
  /** Refuse (or accept again) every message, as a mail server that is down would. */
  refuseAll: boolean;
  close(): Promise<void>;
}

export function recipients(message: ParsedMail): string[] {
  const to = Array.isArray(message.to) ? message.to : message.to ? [message.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ""));
}

export async function startMailbox(port = 0, onMessage?: (message: ParsedMail, raw: Buffer) => void): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const mailbox: Partial<Mailbox> = { messages, refuseAll: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (mailbox.refuseAll) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 451 }));
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            messages.push(parsed);
            onMessage?.(parsed, raw);
            for (const wake of waiters) wake();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return Object.assign(mailbox, {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    waitFor(to: string, { timeoutMs = 10_000, after = 0 } = {}) {
      const find = () => messages.slice(after).find((message) => recipients(message).includes(to.toLowerCase()));
      return new Promise<ParsedMail>((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const message = find();
          if (!message) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(message);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as Mailbox;
}
