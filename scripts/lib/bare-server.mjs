// The ceiling for the bench: a bare Node HTTP server that answers every
// request with the same status, headers and bytes, read once from a file the
// bench wrote (BARE_BODY, BARE_HEADERS as JSON). It listens on a free port on
// this machine and prints that port.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.env.BARE_BODY);
const headers = { ...JSON.parse(process.env.BARE_HEADERS ?? "{}"), "content-length": String(body.length) };
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
