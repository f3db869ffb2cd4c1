import type { Request, Response } from "express";
import {
  getArgumentValues,
  getVariableValues,
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from "graphql";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { getEnv } from "~/server/env.server";
import { createRateLimiter, type RateLimiter } from "~/server/rate-limit.server";
import { eventsAskedFor } from "./events.server";

/**
 * What one GraphQL operation may cost (issue 25: a 5 KB query with 232
 * aliases of the events query took 195 ms and 1.5 MB; one request with 57
 * aliased sign-ups stored 57 against a limit of 30 posts a minute). Checked
 * before anything runs:
 * - aliases: at most `aliases` (graphql-armor-max-aliases);
 * - the selection's cost: each object 2, each scalar 1, weighted 1.5 a level
 *   down, at most `cost` (graphql-armor-cost-limit); the SPEC's GetEventsQuery
 *   costs 90, so two of it fit, and every root field and alias is paid for;
 * - list sizes: the events all the operation's root fields ask for together
 *   (a `limit`, else 100, the most one list holds), at most `listItems`.
 * Then the work is charged to the client: each mutation field against the
 * write limit every form shares (protection.server.ts), each read operation
 * against a read limit of `readsPerWrite` times it. In production the schema
 * is not introspectable (the SPEC's queries and docs/ describe it).
 */
export const GRAPHQL_COSTS = {
  aliases: 5,
  cost: 200,
  listItems: 200,
  readsPerWrite: 4,
} as const;

/** The validation rules that bound an operation's cost, beside the depth limit. */
export function costRules(): ValidationRule[] {
  const report =
    (message: (found: number) => string) =>
    (context: { reportError(error: GraphQLError): void } | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(message(Number(/found (\d+(?:\.\d+)?)/.exec(error.message)?.[1] ?? 0))));
  const rules: ValidationRule[] = [
    maxAliasesRule({
      n: GRAPHQL_COSTS.aliases,
      propagateOnRejection: false,
      onReject: [report((found) => `The query has too many aliases (${found}; at most ${GRAPHQL_COSTS.aliases}).`)],
    }),
    costLimitRule({
      maxCost: GRAPHQL_COSTS.cost,
      ignoreIntrospection: false,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [
        report((found) => `The query asks for too much (cost ${Math.ceil(found)}; at most ${GRAPHQL_COSTS.cost}).`),
      ],
    }),
  ];
  if (getEnv().NODE_ENV === "production") rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

/** The operation's root fields, fragments followed and each alias counted once. */
export function rootFields(document: DocumentNode, operation: OperationDefinitionNode): FieldNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(operation.selectionSet);
  return fields;
}

/**
 * How many list items the operation's root fields ask for, with its variables;
 * null when the variables do not fit (execution then refuses them, running nothing).
 */
export function listItemsAskedFor(
  schema: GraphQLSchema,
  fields: readonly FieldNode[],
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): number | null {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return null;
  const query = schema.getQueryType();
  let items = 0;
  for (const field of fields) {
    const definition = query?.getFields()[field.name.value];
    if (operation.operation !== "query" || !definition) continue;
    if (field.name.value === "getEvents")
      items += eventsAskedFor(getArgumentValues(definition, field, coerced.coerced));
  }
  return items;
}

export type Charge = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Set by the write protection for a GraphQL post: spends one more of the client's writes. */
export type TakeWrite = () => Charge;

let reads: { limiter: RateLimiter; perMinute: number } | undefined;

/** Tests only: forget every client's reads, so a test file starts with none spent by an earlier one. */
export function resetReadLimitsForTests(): void {
  reads = undefined;
}

/**
 * Charges the operation to the client: a read against the read limit; a
 * mutation's fields beyond the first against the write limit (the write
 * protection took the first with the request itself).
 */
export function chargeWork(req: Request, res: Response, isMutation: boolean, fieldCount: number): Charge {
  if (isMutation) {
    const takeWrite = res.locals.takeWrite as TakeWrite | undefined;
    for (let field = 1; field < fieldCount && takeWrite; field += 1) {
      const verdict = takeWrite();
      if (!verdict.allowed) return verdict;
    }
    return { allowed: true };
  }
  const perMinute = getEnv().RATE_LIMIT_PER_MINUTE * GRAPHQL_COSTS.readsPerWrite;
  if (reads?.perMinute !== perMinute) reads = { limiter: createRateLimiter(perMinute), perMinute };
  return reads.limiter.take(req.ip ?? "unknown");
}
