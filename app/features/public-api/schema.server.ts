import { assertValidSchema, buildASTSchema, concatAST, GraphQLSchema, parse } from "graphql";
import * as events from "./events.server";
import * as newsletter from "./newsletter.server";
import type { GraphqlModule, RootResolver } from "./types.server";

/**
 * The public GraphQL API (SPEC 7.2, 7.3), assembled from one module per
 * feature. To add a feature: write app/features/public-api/<feature>.server.ts
 * exporting `typeDefs` (with `extend type Query` / `extend type Mutation`) and
 * `resolvers`, import it here and list it in `modules`.
 */
export const modules: GraphqlModule[] = [events, newsletter];

// The root types start empty; every field comes from a module.
const rootTypeDefs = /* GraphQL */ `
  type Query
  type Mutation
`;

export interface AssembledApi {
  schema: GraphQLSchema;
  rootValues: { query: Record<string, RootResolver>; mutation: Record<string, RootResolver> };
}

export function assembleApi(parts: GraphqlModule[] = modules): AssembledApi {
  const built = buildASTSchema(concatAST([parse(rootTypeDefs), ...parts.map((part) => parse(part.typeDefs))]));
  // A schema may not declare a Mutation type without fields: drop it until a module adds one.
  const mutationType = built.getMutationType();
  const config = built.toConfig();
  const schema =
    mutationType && Object.keys(mutationType.getFields()).length === 0
      ? new GraphQLSchema({
          ...config,
          mutation: undefined,
          types: config.types.filter((type) => type !== mutationType),
        })
      : built;
  assertValidSchema(schema);

  return {
    schema,
    rootValues: {
      query: mergeResolvers(parts.map((part) => part.resolvers.Query)),
      mutation: mergeResolvers(parts.map((part) => part.resolvers.Mutation)),
    },
  };
}

function mergeResolvers(groups: (Record<string, RootResolver> | undefined)[]): Record<string, RootResolver> {
  const merged: Record<string, RootResolver> = {};
  for (const group of groups) {
    for (const [name, resolver] of Object.entries(group ?? {})) {
      if (name in merged) throw new Error(`Two GraphQL modules resolve the field ${name}`);
      merged[name] = resolver;
    }
  }
  return merged;
}
