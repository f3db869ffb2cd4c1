import { expect, test } from "vitest";
import { permissionsOf } from "~/features/auth/permissions.server";
import { rightsFor } from "./editing.server";
import { FACT_KINDS } from "./file-kinds";

const staff = (role: Parameters<typeof permissionsOf>[0]) => ({ permissions: permissionsOf(role) });

test("giving.yaml is edited by owners and treasurers, and a treasurer edits nothing else", () => {
  expect(rightsFor(staff("owner"), "giving")).toEqual({ draft: true, publish: true });
  expect(rightsFor(staff("treasurer"), "giving")).toEqual({ draft: true, publish: true });
  expect(rightsFor(staff("editor"), "giving")).toEqual({ draft: false, publish: false });
  expect(rightsFor(staff("contributor"), "giving")).toEqual({ draft: false, publish: false });
  for (const kind of [...FACT_KINDS.filter((fact) => fact !== "giving"), "page" as const]) {
    expect(rightsFor(staff("treasurer"), kind), kind).toEqual({ draft: false, publish: false });
  }
});
