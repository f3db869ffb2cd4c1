import type { Request, Response } from "express";
import type { GraphQLResolveInfo } from "graphql";

/** What every resolver receives: the Express request and response (a mutation checks the XSRF token with them) and the request's clock. */
export interface GraphqlContext {
  req: Request;
  res: Response;
  /** The server's clock for this request (settable in tests, like loaders' context.now). */
  now: number;
}

// Arguments arrive already checked against the schema's input types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RootResolver = (args: any, context: GraphqlContext, info: GraphQLResolveInfo) => unknown;

/**
 * One feature's part of the API: SDL that extends the root types
 * (`extend type Query { … }`, `extend type Mutation { … }`) and the root
 * resolvers of the fields it adds.
 */
export interface GraphqlModule {
  typeDefs: string;
  resolvers: {
    Query?: Record<string, RootResolver>;
    Mutation?: Record<string, RootResolver>;
  };
}
