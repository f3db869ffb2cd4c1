import webpush from "web-push";
import type { ChurchContent } from "~/content/model";
import { ensureSchema } from "~/server/db.server";
import { siteOrigin } from "./push-settings.server";

/**
 * The site's VAPID key pair (RFC 8292), which every push service checks each notice against: made at the
 * first start and kept in the database in DATA_DIR, so it goes into every backup with the subscriptions
 * it signed for (a new pair would silence every phone). Only the public key leaves the server
 * (GET /push/key); the private key is never logged, exported or sent.
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS push_vapid_keys (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    public_key TEXT NOT NULL,
    private_key TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
`;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

let cached: VapidKeys | undefined;

/** The pair, made now if this data folder has none (two processes starting at once keep the first one's). */
export function vapidKeys(now = Date.now()): VapidKeys {
  if (cached) return cached;
  const db = ensureSchema("push_vapid_keys", SCHEMA);
  const made = webpush.generateVAPIDKeys();
  db.prepare(
    "INSERT INTO push_vapid_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?) ON CONFLICT(id) DO NOTHING",
  ).run(made.publicKey, made.privateKey, now);
  const row = db.prepare("SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1").get() as {
    public_key: string;
    private_key: string;
  };
  cached = { publicKey: row.public_key, privateKey: row.private_key };
  return cached;
}

/** Tests only: read the pair from the database again (another data folder). */
export function forgetVapidKeysForTests(): void {
  cached = undefined;
}

/**
 * Who the push services may write to about this site's notices (RFC 8292's `sub`): the church's e-mail
 * address from church.yaml, else the site's address.
 */
export function vapidSubject(content: ChurchContent): string {
  const email = content.church.email;
  return email ? `mailto:${email}` : siteOrigin();
}
