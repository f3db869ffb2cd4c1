import { getEnv } from "~/server/env.server";
import type { AuditActor } from "./audit-log.server";
import { addPerson, getPerson, type InviteResult } from "./people.server";
import type { Role } from "./roles";
import { createInvitationLink } from "./sign-in-codes.server";
import { mailConfigured, queueSignInMail } from "./sign-in-mail.server";
import { staffDb } from "./store.server";

/**
 * An invitation: the person on the staff list with their role, and a
 * one-time link (three days) that signs them in for the first time, e-mailed
 * through the outbox when the site can send mail. The link is also handed
 * back, once, to whoever invited (the operator's command prints it; an owner
 * sees it when the site cannot send mail); it is stored only as a hash.
 */
export type Invitation =
  | {
      ok: true;
      email: string;
      role: Role;
      link: string;
      expiresAt: number;
      emailed: boolean;
      change: "new" | "again" | "returned";
    }
  | Extract<InviteResult, { ok: false }>;

function inviterName(actor: AuditActor): string {
  if (actor === "command line") return "The site's operator";
  if (actor === "unknown") return "Someone";
  return actor.email;
}

export function invitePerson(input: {
  email: string;
  name?: string;
  role: Role;
  actor: AuditActor;
  now: number;
  /** The site's address for the link: PUBLIC_URL, or the owner's own origin, or localhost for the command. */
  linkOrigin: string;
  /** The operator's command may invite someone already on the list again (and set their role). */
  again?: "refuse" | "allow";
}): Invitation {
  const db = staffDb();
  return db
    .transaction((): Invitation => {
      const added = addPerson({ ...input, again: input.again ?? "refuse" }, db);
      if (!added.ok) return added;
      const { person } = added;
      const issued = createInvitationLink(person.id, input.now, db);
      const link = `${input.linkOrigin}/admin/verify?token=${issued.linkToken}`;
      const emailed = mailConfigured();
      if (emailed) {
        queueSignInMail(
          db,
          {
            kind: "invitation",
            to: person.email,
            link,
            role: person.role,
            invitedBy: inviterName(input.actor),
            expiresAt: issued.expiresAt,
          },
          `staff-invitation:${issued.id}`,
          input.now,
        );
      }
      return {
        ok: true,
        email: person.email,
        role: person.role,
        link,
        expiresAt: issued.expiresAt,
        emailed,
        change: added.change,
      };
    })
    .immediate();
}

/** A fresh link for someone invited who has not signed in yet; the older link stops working. */
export function inviteAgain(input: {
  personId: string;
  actor: AuditActor;
  now: number;
  linkOrigin: string;
}): Invitation {
  const person = getPerson(input.personId);
  if (!person || person.status !== "invited") {
    return { ok: false, field: "email", message: "That person is not waiting for an invitation." };
  }
  return invitePerson({
    email: person.email,
    role: person.role,
    actor: input.actor,
    now: input.now,
    linkOrigin: input.linkOrigin,
    again: "allow",
  });
}

/**
 * `npm run admin:invite`: the operator sets up a person (the first owner,
 * or anyone who lost their way in) with the role named, and gets the link.
 * The link names PUBLIC_URL, else this machine's own port.
 */
export function inviteFromCommandLine(input: { email: string; role: Role; name?: string; now?: number }): Invitation {
  const env = getEnv();
  const linkOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  return invitePerson({ ...input, actor: "command line", now: input.now ?? Date.now(), linkOrigin, again: "allow" });
}
