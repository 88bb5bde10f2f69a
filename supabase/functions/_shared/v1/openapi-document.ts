// The public API's OpenAPI 3.1 document (issue #22), made by zod-openapi from the very descriptors
// the api function registers its v1 routes with (contract/v1/routes.ts): a route's documented
// parameters, body and answer are its validators' zod schemas, so the reference cannot drift from
// what the routes accept. Pure: the api function serves it, and the tests regenerate it under Node.
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { ApiRoute } from '../contract/api-route.ts';
import { apiErrorSchema } from '../contract/errors.ts';

type OpenApiDocument = ReturnType<typeof createDocument>;

/** Where the v1 routes live under the api function: `{SUPABASE_URL}/functions/v1/api`. */
export function publicApiServerUrl(supabaseUrl: string): string {
  return `${supabaseUrl}/functions/v1/api`;
}

/** Hono's '/v1/interviews/:id' as OpenAPI writes it: '/v1/interviews/{id}'. */
function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)/g, '{$1}');
}

const API_KEY_SCHEME = 'apiKey';

const errorSchema = apiErrorSchema.meta({
  id: 'Error',
  description: 'Every error: `error` says what went wrong, `code` names it for programs.',
});

function errorAnswer(id: string, description: string) {
  return { id, description, content: { 'application/json': { schema: errorSchema } } };
}

const errors = {
  invalidInput: errorAnswer(
    'InvalidInput',
    'Invalid input: `fields` maps each invalid parameter or body field (`questions.0.text`) to what is wrong with it.',
  ),
  unauthorized: errorAnswer('Unauthorized', 'No API key, or a key that was revoked or never made.'),
  readOnlyKey: errorAnswer('ReadOnlyKey', 'The key may only read (scope READ).'),
  notFound: errorAnswer('NotFound', "Not found in the key's workspace."),
  rateLimited: {
    ...errorAnswer(
      'RateLimited',
      "Too many requests with this key: wait the `Retry-After` header's seconds.",
    ),
    headers: z.object({
      'Retry-After': z
        .string()
        .regex(/^\d+$/)
        .meta({ description: 'Seconds to wait before the next request with this key.' }),
    }),
  },
};

/**
 * The errors a route can answer besides its own: 400 when it takes input, 401 and 429 for every
 * call (the key is checked and counted first), 403 when it writes, 404 when it names a row.
 */
function errorAnswers(route: ApiRoute): ZodOpenApiResponsesObject {
  return {
    ...(route.params || route.query || route.body ? { '400': errors.invalidInput } : {}),
    '401': errors.unauthorized,
    ...(route.method === 'GET' ? {} : { '403': errors.readOnlyKey }),
    ...(route.params ? { '404': errors.notFound } : {}),
    '429': errors.rateLimited,
  };
}

function operation(route: ApiRoute): ZodOpenApiOperationObject {
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path)
      .replace(/[{}]/g, '')
      .split('/')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')}`,
    ...(route.summary ? { summary: route.summary } : {}),
    ...(route.description ? { description: route.description } : {}),
    requestParams: {
      ...(route.params ? { path: route.params as z.ZodType<unknown, Record<string, unknown>> } : {}),
      ...(route.query ? { query: route.query as z.ZodType<unknown, Record<string, unknown>> } : {}),
    },
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: route.body } } } }
      : {}),
    responses: {
      [String(route.status)]: {
        description: route.summary ?? 'Success',
        content: { 'application/json': { schema: route.response } },
      },
      ...errorAnswers(route),
    },
  };
}

/** The OpenAPI 3.1 document of `routes`, served from `serverUrl`. */
export function openApiDocument(routes: readonly ApiRoute[], serverUrl: string): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    paths[path] = { ...paths[path], [method]: operation(route) };
  }
  const document: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: {
      title: 'Public API',
      version: '1',
      description:
        "Read a workspace's interviews and reviews and invite candidates from an applicant tracking system. " +
        'A workspace OWNER makes API keys in the workspace settings; send one as `Authorization: Bearer aik_…`. ' +
        "Lists page by cursor: pass the answer's `next_cursor` as `cursor` until it is null.",
    },
    servers: [{ url: serverUrl }],
    security: [{ [API_KEY_SCHEME]: [] }],
    components: {
      securitySchemes: {
        [API_KEY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'aik_…',
          description: "A workspace's API key (`aik_…`), made by an OWNER in the workspace settings.",
        },
      },
    },
    paths,
  };
  return createDocument(document);
}
