import type { RequestHandler } from "express";

// Placeholder until the events issue adds the GraphQL API (SPEC 7.2, 7.3).
export function graphqlHandler(): RequestHandler {
  return (_req, res) => {
    res.status(501).json({ errors: [{ message: "Not available yet" }] });
  };
}
