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
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { answerMediaTypes, type DocumentedRoute, type ErrorStatus } from '../contract/api-route.ts';
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

/** What each error status means in the public API; a route lists those it can answer. */
const errors: Record<ErrorStatus, ZodOpenApiResponseObject> = {
  400: errorAnswer(
    'InvalidInput',
    'Invalid input: `fields` maps each invalid parameter or body field (`questions.0.text`) to what is wrong with it.',
  ),
  401: errorAnswer('Unauthorized', 'No API key, or a key that was revoked or never made.'),
  403: errorAnswer('ReadOnlyKey', 'The key may only read (scope READ).'),
  404: errorAnswer('NotFound', "Not found in the key's workspace."),
  409: errorAnswer(
    'Conflict',
    'The row is not in a state that allows this: for example, an interview that is a draft, closed or archived takes no invitations.',
  ),
  413: errorAnswer('TooLarge', 'The body is larger than the route takes.'),
  422: errorAnswer(
    'Unprocessable',
    'The request is well formed, but cannot be done as asked: `error` says why.',
  ),
  429: {
    ...errorAnswer(
      'RateLimited',
      "Too many requests with this key or this workspace's keys: wait the `Retry-After` header's seconds.",
    ),
    headers: z.object({
      'Retry-After': z
        .string()
        .regex(/^\d+$/)
        .meta({ description: 'Seconds to wait before the next request with this key.' }),
    }),
  },
  503: errorAnswer(
    'Unavailable',
    'A service the route needs is not configured or does not answer: try again later.',
  ),
};

/** The errors the route declares (contract/api-route.ts), each as the public API describes it. */
function errorAnswers(route: DocumentedRoute): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    [...route.errors].sort((a, b) => a - b).map((status) => [String(status), errors[status]]),
  );
}

function operation(route: DocumentedRoute): ZodOpenApiOperationObject {
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
        content: { [answerMediaTypes[route.answer]]: { schema: route.response } },
      },
      ...errorAnswers(route),
    },
  };
}

/** The OpenAPI 3.1 document of `routes`, served from `serverUrl`. */
export function openApiDocument(routes: readonly DocumentedRoute[], serverUrl: string): OpenApiDocument {
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
