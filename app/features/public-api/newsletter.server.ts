import type { Request } from "express";
import type { GraphqlModule } from "./types.server";
import { GraphQLError } from "graphql";
import { adminTokenIn } from "~/server/admin-token.server";
import { addSubscriber, findSubscriber, type Subscriber } from "~/features/newsletter/subscribers.server";

/**
 * SPEC 7.3: the newsletter over GraphQL, through the same durable path as the
 * form (SQLite first, then the outbox to Mailchimp).
 *
 * - addEmailToNewsletter(query, body: {email_address, status}): `query` is
 *   sent empty and ignored; `status` may only be "pending" (double opt-in),
 *   so no caller can mark an address "subscribed" without its owner's consent.
 * - getNewsletterSubscription(query) would let anyone test whether an address
 *   is on the list, so it answers only a request carrying the operator token
 *   (Authorization: Bearer ADMIN_TOKEN); without ADMIN_TOKEN set it is off.
 */

export const typeDefs = /* GraphQL */ `
  "Which subscription to look up (getNewsletterSubscription); addEmailToNewsletter sends it empty."
  input NewsletterQueryInput {
    email_address: String
  }

  input NewsletterBodyInput {
    email_address: String!
    "Only 'pending' (double opt-in) is accepted; it is also the default."
    status: String
  }

  type NewsletterSubscription {
    id: ID!
    email_address: String!
    status: String!
  }

  extend type Mutation {
    addEmailToNewsletter(query: NewsletterQueryInput, body: NewsletterBodyInput!): NewsletterSubscription!
  }

  extend type Query {
    "Operators only: needs Authorization: Bearer <ADMIN_TOKEN>."
    getNewsletterSubscription(query: NewsletterQueryInput!): NewsletterSubscription
  }
`;

export const resolvers: GraphqlModule["resolvers"] = {
  Mutation: {
    // The XSRF token and the rate limit are checked before this runs (protection.server.ts).
    async addEmailToNewsletter(
      args: { body: { email_address: string; status?: string | null } },
      context,
    ): Promise<Subscriber> {
      const status = args.body.status ?? "pending";
      if (status !== "pending") {
        throw new GraphQLError("Only status 'pending' is accepted: new subscribers confirm by e-mail.", {
          extensions: { code: "BAD_USER_INPUT" },
        });
      }
      const result = await addSubscriber(args.body.email_address, { source: "graphql", now: context.now });
      // An address already on the list is answered as a new one (issue 25: no oracle).
      if (result.ok) return result.subscriber;
      throw new GraphQLError("Please enter a valid email address", { extensions: { code: "BAD_USER_INPUT" } });
    },
  },
  Query: {
    getNewsletterSubscription(args: { query: { email_address?: string | null } }, context): Subscriber | null {
      if (!isOperator(context.req)) {
        throw new GraphQLError("This query needs the operator token.", { extensions: { code: "FORBIDDEN" } });
      }
      return findSubscriber(args.query.email_address) ?? null;
    },
  },
};

/** The operator's bearer token (ADMIN_TOKEN), checked as /healthz checks it (app/server/admin-token.server.ts). */
export function isOperator(req: Pick<Request, "get">): boolean {
  return adminTokenIn(req) === "valid";
}
