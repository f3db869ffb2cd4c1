import express from "express";
import type { Server } from "node:http";
import { connect } from "node:net";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { resetEnvForTests } from "./env.server";
import { answerUnhandledError } from "./unhandled-error.server";

/**
 * The server's last handler, behind a real socket: an error with the visitor
 * still there is logged as an error and answered plainly; the "Request
 * aborted" React Router throws once the visitor has gone is logged at info.
 */

let server: Server;
let port = 0;
let logged: { level: string; message: string; error?: string }[] = [];
const savedLevel = process.env.LOG_LEVEL;

beforeEach(async () => {
  process.env.LOG_LEVEL = "debug";
  resetEnvForTests();
  logged = [];
  const capture = (chunk: string | Uint8Array) => {
    for (const line of String(chunk).split("\n").filter(Boolean)) logged.push(JSON.parse(line));
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
  vi.spyOn(process.stderr, "write").mockImplementation(capture);

  const app = express();
  // As React Router's handler does: its work is aborted when the connection closes, and it throws then.
  app.get("/slow", (_req, res, next) => {
    res.on("close", () => next(new Error("Request aborted")));
  });
  app.get("/broken", () => {
    throw new Error("the database is gone");
  });
  app.use(answerUnhandledError);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as { port: number }).port;
});

afterEach(async () => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = savedLevel;
  resetEnvForTests();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 3_000) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test("a visitor who leaves before the answer is no error in the log", async () => {
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write("GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
  await until(() => logged.length > 0);
  expect(logged).toEqual([
    expect.objectContaining({
      level: "info",
      message: "the visitor left before the answer",
      error: "Error: Request aborted",
    }),
  ]);
});

test("an error with the visitor still there is logged as one and answered plainly, without its message", async () => {
  const response = await fetch(`http://127.0.0.1:${port}/broken`);
  expect(response.status).toBe(500);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = await response.text();
  expect(body).toBe("Something went wrong. Please try again.");
  expect(logged).toEqual([
    expect.objectContaining({ level: "error", message: "unhandled error", error: "Error: the database is gone" }),
  ]);
});
