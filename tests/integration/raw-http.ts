import { request } from "node:http";

/**
 * One request sent as written, as a client that does not normalise paths
 * sends it (curl --path-as-is, a careless proxy): fetch() would resolve
 * `/x/../admin` and refuse a bad Host or method before sending. Node's own
 * client sends the path and headers as given and parses the answer.
 */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(
  baseUrl: string,
  { method = "GET", target, headers = {} }: { method?: string; target: string; headers?: Record<string, string> },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const hasHost = Object.keys(headers).some((name) => name.toLowerCase() === "host");
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: hostname,
        port: Number(port),
        method,
        path: target,
        setHost: !hasHost,
        headers: { connection: "close", ...headers },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        answer.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end();
  });
}
