import { Kind, parse, type DocumentNode } from "graphql";
import { LIMITS } from "./protected-paths.server";

/**
 * Whether a GraphQL request writes: a mutation needs the token and spends the
 * write limit (protection.server.ts); a read needs neither.
 */

const parsedQueries = new WeakMap<object, { query: string; document: DocumentNode }>();

/**
 * Parses a GraphQL query once per request body: the write guard parses it to
 * see whether it writes, and the handler reuses the document. `maxTokens`
 * bounds the parser's work on a short but dense query. Throws GraphQLError.
 */
export function parseGraphqlQuery(owner: object, query: string): DocumentNode {
  const known = parsedQueries.get(owner);
  if (known?.query === query) return known.document;
  const document = parse(query, { maxTokens: LIMITS.graphqlTokens });
  parsedQueries.set(owner, { query, document });
  return document;
}

/**
 * Whether a GraphQL request body would run a mutation. A document that does
 * not parse runs nothing, so it needs no token (the handler answers its error).
 */
export function containsMutation(body: unknown): boolean {
  const requests = Array.isArray(body) ? body : [body];
  return requests.some((request) => {
    const { query, operationName } = (request ?? {}) as { query?: unknown; operationName?: unknown };
    if (typeof query !== "string") return false;
    try {
      const operations = parseGraphqlQuery(request as object, query).definitions.filter(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION,
      );
      const chosen =
        typeof operationName === "string"
          ? operations.filter((operation) => operation.name?.value === operationName)
          : operations;
      return chosen.some((operation) => operation.operation === "mutation");
    } catch {
      return false;
    }
  });
}
