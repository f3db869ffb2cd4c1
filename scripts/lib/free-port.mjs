import { createServer } from "node:net";

/**
 * A port on 127.0.0.1 that nobody listens on now, found by listening on port 0 and closing again: for a
 * server a script or a test starts beside the others (the screenshots' site, a journey's own server).
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
