import { expect, test } from "vitest";
import { containsMutation, parseGraphqlQuery } from "./graphql-writes.server";

test("a mutation is found whichever operation is named, and in batches", () => {
  const document = "query A { a } mutation B { b }";
  expect(containsMutation({ query: document, operationName: "A" })).toBe(false);
  expect(containsMutation({ query: document, operationName: "B" })).toBe(true);
  expect(containsMutation({ query: document })).toBe(true);
  expect(containsMutation([{ query: "{ a }" }, { query: "mutation { b }" }])).toBe(true);
  expect(containsMutation({ query: "mutation {" })).toBe(false);
});

test("a GraphQL body is parsed once: the handler reuses what the write check parsed, and a dense query is refused", () => {
  const body = { query: "mutation { b }" };
  expect(containsMutation(body)).toBe(true);
  expect(parseGraphqlQuery(body, body.query)).toBe(parseGraphqlQuery(body, body.query));
  expect(parseGraphqlQuery(body, "{ a }")).not.toBe(parseGraphqlQuery(body, body.query));
  expect(() => parseGraphqlQuery({}, `{ ${"a ".repeat(3000)}}`)).toThrow(/token/i);
});
