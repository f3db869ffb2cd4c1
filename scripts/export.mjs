// `npm run subscribers:export` / `npm run visits:export`: prints the
// newsletter list or the visit plans from DATA_DIR's database as CSV on
// stdout, e.g. `npm run -s subscribers:export > subscribers.csv`.
// (`visit-requests`: the plan-a-visit requests from before visit plans.)
import Database from "better-sqlite3";
import { stringify } from "csv-stringify/sync";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TABLES = {
  subscribers: {
    table: "subscribers",
    columns: ["id", "email_address", "status", "source", "created_at", "mailchimp_synced_at", "mailchimp_problem"],
  },
  visits: {
    table: "visit_plans",
    columns: [
      "id",
      "name",
      "email",
      "phone",
      "adults",
      "children_ages",
      "service_name",
      "service_label",
      "service_start",
      "status",
      "reminder",
      "created_at",
      "updated_at",
    ],
  },
  "visit-requests": {
    table: "visit_requests",
    columns: ["id", "name", "email", "phone", "service", "children_count", "children_ages", "season", "created_at"],
  },
};
const TIMESTAMPS = new Set(["created_at", "updated_at", "service_start", "mailchimp_synced_at"]);

/**
 * The rows as CSV (RFC 4180, CRLF), timestamps as ISO 8601. A cell starting
 * with = + - @ (or a tab or CR) is prefixed with ' by csv-stringify's
 * escape_formulas, so a spreadsheet shows it as text and never runs it.
 */
export function toCsv(columns, rows) {
  const cells = rows.map((row) =>
    columns.map((column) =>
      TIMESTAMPS.has(column) && row[column] != null ? new Date(row[column]).toISOString() : row[column],
    ),
  );
  return stringify(cells, {
    header: true,
    columns,
    record_delimiter: "windows",
    escape_formulas: true,
    cast: { number: String },
  });
}

/** Visit plans keep the children's ages as a JSON list; the export writes them as the form does ("4, 7"). */
function readable(row) {
  if (typeof row.children_ages !== "string" || !row.children_ages.startsWith("[")) return row;
  return { ...row, children_ages: JSON.parse(row.children_ages).join(", ") };
}

function main() {
  const which = process.argv[2];
  const spec = TABLES[which];
  if (!spec) {
    console.error("Usage: node scripts/export.mjs subscribers|visits|visit-requests");
    process.exit(2);
  }
  const root = fileURLToPath(new URL("..", import.meta.url));
  if (!process.env.DATA_DIR && existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  const file = path.join(path.resolve(root, process.env.DATA_DIR ?? "./data"), "site.db");
  if (!existsSync(file)) {
    process.stdout.write(toCsv(spec.columns, []));
    return;
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(spec.table);
  const rows = exists
    ? db
        .prepare(`SELECT ${spec.columns.join(", ")} FROM ${spec.table} ORDER BY created_at, id`)
        .all()
        .map(readable)
    : [];
  db.close();
  process.stdout.write(toCsv(spec.columns, rows));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
