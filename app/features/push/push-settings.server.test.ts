import { expect, test } from "vitest";
import { parseEnv } from "~/server/env.server";
import { pushOrigin } from "./push-settings.server";

/** Issue 44: where notices are sent from, and so whether they are sent at all. */

test("a site with PUBLIC_URL sends notices that open pages on its origin", () => {
  expect(pushOrigin(parseEnv({ PUBLIC_URL: "https://www.example.org/church/", CONTENT_DIR: "elsewhere" }))).toBe(
    "https://www.example.org",
  );
});

test("`npm start`'s demo church sends them without PUBLIC_URL, from the address it prints; another church does not", () => {
  expect(pushOrigin(parseEnv({}))).toBe("http://localhost:3000");
  expect(pushOrigin(parseEnv({ PORT: "3240", CONTENT_DIR: "my-church", DEMO: "true" }))).toBe("http://localhost:3240");
  expect(pushOrigin(parseEnv({ CONTENT_DIR: "my-church" }))).toBeUndefined();
});
