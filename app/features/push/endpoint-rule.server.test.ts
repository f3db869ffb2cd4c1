import { expect, test } from "vitest";
import { endpointProblem, isPublicAddress, publicOnlyLookup } from "./endpoint-rule.server";

test("a push service's public https address is accepted", async () => {
  expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc:def", false)).toBeNull();
  expect(endpointProblem("https://updates.push.services.mozilla.com/wpush/v2/gAAAA", false)).toBeNull();
  expect(endpointProblem("https://web.push.apple.com/QGx", false)).toBeNull();
});

test("an address that would make the site post into its own network, or in the clear, is refused", async () => {
  for (const endpoint of [
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://127.0.0.1/push",
    "https://[::1]/push",
    "https://10.1.2.3/push",
    "https://169.254.169.254/latest/meta-data",
    "https://192.168.1.1/",
    "https://[::ffff:127.0.0.1]/",
    "https://[fd00::1]/",
    "https://localhost/push",
    "https://printer.local/push",
    "https://metadata/computeMetadata",
    "https://fcm.googleapis.com:8443/fcm/send/abc",
    "https://user:secret@fcm.googleapis.com/fcm/send/abc",
    "file:///etc/passwd",
    "not a url",
  ])
    expect(endpointProblem(endpoint, false), endpoint).not.toBeNull();
});

test("the tests' setting lets the fake push service on 127.0.0.1 over http through, and nothing but http(s)", async () => {
  expect(endpointProblem("http://127.0.0.1:4321/push/abc", true)).toBeNull();
  expect(endpointProblem("ftp://127.0.0.1/push", true)).not.toBeNull();
});

test("public and private addresses are told apart", async () => {
  expect(isPublicAddress("142.250.72.10")).toBe(true);
  expect(isPublicAddress("2607:f8b0:4005:80b::200a")).toBe(true);
  for (const address of ["127.0.0.1", "10.0.0.5", "172.20.1.1", "100.64.3.3", "fe80::1", "::1", "::ffff:10.0.0.1"])
    expect(isPublicAddress(address), address).toBe(false);
});

test("a name that resolves inside the network fails at connection time, so DNS cannot turn an endpoint inward", async () => {
  const lookup = publicOnlyLookup(false);
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
    lookup("localhost", {}, (failure) => resolve(failure)),
  );
  expect(error?.code).toBe("ENOTPUBLIC");
  const allowed = await new Promise<string>((resolve, reject) =>
    publicOnlyLookup(true)("localhost", {}, (failure, address) =>
      failure ? reject(failure) : resolve(String(address)),
    ),
  );
  expect(["127.0.0.1", "::1"]).toContain(allowed);
});
