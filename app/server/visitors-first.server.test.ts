import express from "express";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { countRequestsInFlight, requestsInFlight, visitorsServed } from "./visitors-first.server";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server whose one route answers when `release` is called. */
async function slowServer() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const app = express();
  app.use(countRequestsInFlight());
  app.get("/slow", async (_req, res) => {
    await answered;
    res.send("done");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`, release };
}

test("background work waits while a visitor's request is being answered, and goes on once it is", async () => {
  const { url, release } = await slowServer();
  const visitor = fetch(url).then((response) => response.text());
  await expect.poll(requestsInFlight).toBe(1);
  let served = false;
  const waiting = visitorsServed(5000).then(() => (served = true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(served).toBe(false);
  release();
  expect(await visitor).toBe("done");
  await waiting;
  expect(requestsInFlight()).toBe(0);
});

test("steady traffic slows background work down but never stops it", async () => {
  const { url, release } = await slowServer();
  const visitor = fetch(url).then((response) => response.text());
  await expect.poll(requestsInFlight).toBe(1);
  const started = Date.now();
  await visitorsServed(150);
  expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  expect(requestsInFlight()).toBe(1);
  release();
  await visitor;
});

test("a visitor who leaves before the answer is no longer counted", async () => {
  const { url, release } = await slowServer();
  const controller = new AbortController();
  const visitor = fetch(url, { signal: controller.signal }).catch(() => "left");
  await expect.poll(requestsInFlight).toBe(1);
  controller.abort();
  expect(await visitor).toBe("left");
  await expect.poll(requestsInFlight).toBe(0);
  release();
});
