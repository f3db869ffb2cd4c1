import { expect, test } from "vitest";
import { permissionsOf } from "~/features/auth/permissions.server";
import { ROLES, type Role } from "~/features/auth/roles";
import { getContent } from "~/server/content.server";
import { maySendNotices } from "./senders.server";

/** Who may write announcements and press "We're live now": owners and editors, and the roles church.yaml names. */
function sendersWith(senders: Role[]): Role[] {
  const demo = getContent();
  const content = { ...demo, church: { ...demo.church, notifications: { senders } } };
  return ROLES.filter((role) =>
    maySendNotices({ person: { role }, permissions: permissionsOf(role) } as never, content),
  );
}

test("owners and editors send notices; a role church.yaml names in notifications.senders may too, and no other", () => {
  expect(sendersWith([])).toEqual(["owner", "editor"]);
  expect(sendersWith(["care"])).toEqual(["owner", "editor", "care"]);
  expect(sendersWith(["contributor", "treasurer"])).toEqual(["owner", "editor", "contributor", "treasurer"]);
});
