import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import {
  execute,
  getOperationAST,
  GraphQLError,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
} from "graphql";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { requestNow } from "~/server/clock.server";
import { parseGraphqlQuery } from "~/server/graphql-writes.server";
import { LIMITS } from "~/server/protected-paths.server";
import { describeError, log } from "~/server/logger.server";
import { chargeWork, costRules, GRAPHQL_COSTS, listItemsAskedFor, rootFields } from "./limits.server";
import { assembleApi, type AssembledApi } from "./schema.server";
import type { GraphqlContext } from "./types.server";

/**
 * /graphql: POST application/json for any operation, GET for queries only.
 * Requests are bounded (body, query length, nesting depth, and the cost of
 * the work: limits.server.ts) before anything runs; replies follow GraphQL over HTTP (400 for a request that cannot run,
 * 200 with `errors` for one that ran), and an unexpected failure inside a
 * resolver is reported without its details.
 */

export const GRAPHQL_LIMITS = {
  /** The query text. */
  queryChars: 5000,
  /** Nested fields. The SPEC's GetEventsQuery needs 6. */
  depth: 10,
} as const;

interface GraphqlParams {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

class RequestProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function graphqlHandler(api: AssembledApi = assembleApi()): RequestHandler {
  const router = express.Router();
  const rules = [
    ...specifiedRules,
    // Introspection counts too: a deep __schema query costs as much as any other.
    maxDepthRule({
      n: GRAPHQL_LIMITS.depth,
      ignoreIntrospection: false,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [
        (context) =>
          context?.reportError(
            new GraphQLError(`The query is nested too deeply (more than ${GRAPHQL_LIMITS.depth} levels).`),
          ),
      ],
    }),
    ...costRules(),
  ];

  router.use(
    express.json({ limit: LIMITS.graphqlBodyBytes, type: ["application/json", "application/graphql-response+json"] }),
  );

  router.all("/", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      const params = readParams(req);
      const document = parseQuery(req.method === "POST" && isRecord(req.body) ? req.body : req.query, params.query);
      const validationErrors = validate(api.schema, document, rules);
      if (validationErrors.length > 0) return sendResult(res, 400, { errors: validationErrors });

      const operation = getOperationAST(document, params.operationName);
      if (!operation) throw new RequestProblem(400, "Name the operation to run (operationName).");
      if (req.method === "GET" && operation.operation !== "query") {
        throw new RequestProblem(405, "Only queries may use GET; send other operations with POST.", { Allow: "POST" });
      }
      const fields = rootFields(document, operation);
      const items = listItemsAskedFor(api.schema, fields, operation, params.variables);
      if (items !== null && items > GRAPHQL_COSTS.listItems) {
        throw new RequestProblem(
          400,
          `The query asks for too many events at once (${items}; at most ${GRAPHQL_COSTS.listItems}: give each list a limit).`,
        );
      }
      const charge = chargeWork(req, res, operation.operation === "mutation", fields.length);
      if (!charge.allowed) {
        throw new RequestProblem(429, "Too many requests. Please wait a minute and try again.", {
          "Retry-After": String(charge.retryAfterSeconds),
        });
      }

      const contextValue: GraphqlContext = { req, res, now: requestNow(req) };
      const result = await execute({
        schema: api.schema,
        document,
        rootValue: operation.operation === "mutation" ? api.rootValues.mutation : api.rootValues.query,
        contextValue,
        variableValues: params.variables,
        operationName: params.operationName,
      });
      return sendResult(res, 200, maskUnexpected(result, res));
    } catch (error) {
      if (error instanceof RequestProblem) {
        res.set(error.headers);
        return sendResult(res, error.status, { errors: [new GraphQLError(error.message)] });
      }
      throw error;
    }
  });

  const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 500 || res.headersSent) return next(error);
    res.setHeader("Cache-Control", "no-store");
    const message =
      status === 413
        ? `The request is too large (at most ${LIMITS.graphqlBodyBytes / 1024} KB).`
        : status === 415
          ? "Send the request as application/json."
          : "The request body is not valid JSON.";
    sendResult(res, status, { errors: [new GraphQLError(message)] });
  };
  router.use(bodyErrors);
  return router;
}

function readParams(req: Request): GraphqlParams {
  let raw: Record<string, unknown>;
  if (req.method === "POST") {
    if (!req.is("application/json") && !req.is("application/graphql-response+json")) {
      throw new RequestProblem(415, "Send the request as application/json.");
    }
    raw = isRecord(req.body) ? req.body : {};
  } else if (req.method === "GET") {
    raw = { ...req.query };
    if (typeof raw.variables === "string") {
      try {
        raw.variables = JSON.parse(raw.variables);
      } catch {
        throw new RequestProblem(400, "variables must be a JSON object.");
      }
    }
  } else {
    throw new RequestProblem(405, "Use POST (or GET for queries).", { Allow: "GET, POST" });
  }

  const { query, variables, operationName } = raw;
  if (typeof query !== "string" || query.trim() === "")
    throw new RequestProblem(400, "Send a GraphQL query in `query`.");
  if (query.length > GRAPHQL_LIMITS.queryChars) {
    throw new RequestProblem(413, `The query is too long (at most ${GRAPHQL_LIMITS.queryChars} characters).`);
  }
  if (variables != null && !isRecord(variables)) throw new RequestProblem(400, "variables must be a JSON object.");
  if (operationName != null && typeof operationName !== "string")
    throw new RequestProblem(400, "operationName must be a string.");
  return { query, variables: variables ?? undefined, operationName: operationName ?? undefined };
}

/** The document the write protection already parsed for this body, or a new parse. */
function parseQuery(owner: object, query: string): DocumentNode {
  try {
    return parseGraphqlQuery(owner, query);
  } catch (error) {
    if (error instanceof GraphQLError) throw new RequestProblem(400, error.message);
    throw error;
  }
}

/** Errors a resolver raised on purpose (GraphQLError) are shown; anything else is logged and reported plainly. */
function maskUnexpected(result: ExecutionResult, res: Response): ExecutionResult {
  if (!result.errors) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      if (!error.originalError || error.originalError instanceof GraphQLError) return error;
      log("error", "graphql resolver failed", {
        requestId: res.locals.requestId,
        path: error.path?.join("."),
        error: describeError(error.originalError),
      });
      return new GraphQLError("Something went wrong. Please try again.", { nodes: error.nodes, path: error.path });
    }),
  };
}

function sendResult(res: Response, status: number, result: ExecutionResult): void {
  const body: FormattedExecutionResult = {
    ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
    ...(result.data !== undefined ? { data: result.data } : {}),
  };
  res.status(status).type("application/json").send(JSON.stringify(body));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
