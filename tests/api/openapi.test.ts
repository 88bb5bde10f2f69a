// The public API's OpenAPI document (issue #22 item 2): it names exactly the routes the api
// function serves under /api/v1, it is valid OpenAPI 3.1, it is made from the very descriptors
// the routes validate with, and each route refuses what the document's schemas refuse and takes
// what they allow. The interactive reference page serves Scalar pointed at the document.
import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '#contract/errors';
import { v1Routes } from '#contract/v1/routes';
import { openApiDocument } from '#backend/v1/openapi-document';
import { apiRoutes, routeKey } from '../support/api-routes.ts';
import { apiUrl, callApi } from '../support/api.ts';
import { expectJson, openDatabase, sendJson, type Database } from '../support/interview-fixtures.ts';
import { dropWorld, seedWorld, type World } from './workspace-fixtures.ts';

/** The parts of a JSON Schema the samples below are made from. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
}

interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

let sql: Database;
let world: World;
let document: Document;
let servedV1: string[];
let cacheControl: string | null;
let validation: { valid: boolean; errors?: unknown; version: string };

/** Requests one key makes before the next takes over, well inside its bucket of 60. */
const CALLS_PER_KEY = 40;
let key = { secret: '', calls: CALLS_PER_KEY };

/** A READ_WRITE key of the team's workspace, a fresh one before the last could be rate limited. */
async function liveKey(): Promise<string> {
  if (key.calls >= CALLS_PER_KEY) key = { secret: await freshKey(), calls: 0 };
  key.calls += 1;
  return key.secret;
}

async function freshKey(): Promise<string> {
  const body = await expectJson(
    await sendJson(
      'POST',
      `/workspaces/${world.team.id}/api-keys`,
      { name: 'OpenAPI samples', scope: 'READ_WRITE' },
      world.team.owner,
    ),
    201,
  );
  return z.object({ secret: z.string() }).parse(body).secret;
}

function resolved(schema: JsonSchema): JsonSchema {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? resolved(document.components?.schemas?.[name] ?? {}) : schema;
}

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/**
 * Values the schema refuses, each by one keyword it has, as JSON values; `inUrl` leaves out what a
 * URL cannot say (every query value is text, so a wrong type is only a text that is no number).
 */
function refusedSamples(schema: JsonSchema, inUrl: boolean): unknown[] {
  const types = typesOf(schema);
  const samples: unknown[] = [];
  if (schema.enum) samples.push('NOT_ONE_OF_THEM');
  if (types.includes('integer') || types.includes('number')) {
    samples.push('not-a-number');
    if (schema.minimum !== undefined) samples.push(schema.minimum - 1);
    if (schema.maximum !== undefined) samples.push(schema.maximum + 1);
    if (types.includes('integer')) samples.push((schema.minimum ?? 0) + 0.5);
  }
  if (types.includes('string')) {
    if (schema.format === 'date-time') samples.push('not-a-time');
    if (schema.format === 'uuid') samples.push('not-a-uuid');
    if (schema.format === 'email') samples.push('not-an-address');
    if (schema.maxLength !== undefined) samples.push('x'.repeat(schema.maxLength + 1));
    if (!inUrl && schema.minLength) samples.push('');
    if (!inUrl && !types.includes('number')) samples.push(42);
  }
  if (!inUrl && types.includes('boolean')) samples.push('yes');
  if (!inUrl && types.includes('array')) {
    samples.push('not-a-list');
    if (schema.minItems) samples.push([]);
  }
  if (!inUrl && types.includes('object')) samples.push('not-an-object');
  return samples;
}

/** Values the schema allows, each at the edge of a keyword it has (none for free text). */
function allowedSamples(schema: JsonSchema): string[] {
  const types = typesOf(schema);
  const samples: string[] = [];
  for (const value of schema.enum ?? []) samples.push(String(value));
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum !== undefined) samples.push(String(schema.minimum));
    if (schema.maximum !== undefined) samples.push(String(schema.maximum));
  }
  if (types.includes('string')) {
    if (schema.format === 'date-time')
      samples.push('2026-01-02T03:04:05Z', '2026-01-02T03:04:05.123456+02:00');
    if (schema.format === 'uuid') samples.push(randomUUID());
    if (schema.maxLength !== undefined && !schema.format) samples.push('x'.repeat(schema.maxLength));
  }
  return samples;
}

/** Every operation of the document as [method, path, operation]. */
function operations(): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [[method.toUpperCase(), path, operation] as [string, string, Operation]] : [];
    }),
  );
}

/** The operation's URL from the document's server, its path parameters filled in. */
function urlOf(path: string, params: Record<string, string>, query: Record<string, string> = {}): string {
  const [server] = document.servers;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return `${server?.url ?? ''}${filled}${search ? `?${search}` : ''}`;
}

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

async function send({
  method,
  url,
  body,
}: Call): Promise<{ status: number; fields: string[]; text: string }> {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${await liveKey()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed = z
    .object({ code: z.string().optional(), fields: z.record(z.string(), z.string()).optional() })
    .safeParse(response.status === 400 ? JSON.parse(text) : {});
  const fields =
    parsed.success && parsed.data.code === errorCodes.invalidInput
      ? Object.keys(parsed.data.fields ?? {})
      : [];
  return { status: response.status, fields, text };
}

beforeAll(async () => {
  // The app's route list (a Deno run) and the document's validation come before or between calls
  // that follow one another closely: a connection idle for the gateway's 5 s keep-alive is closed
  // under the next call.
  servedV1 = apiRoutes()
    .filter((route) => route.path.startsWith('/api/v1/'))
    .map(routeKey)
    .sort();
  sql = openDatabase();
  world = await seedWorld(sql);
  const response = await callApi('/openapi.json');
  cacheControl = response.headers.get('cache-control');
  const served = await expectJson(response, 200);
  document = served as Document;
  const validator = new Validator();
  validation = {
    ...(await validator.validate(structuredClone(served) as Record<string, unknown>)),
    version: validator.version,
  };
});

afterAll(async () => {
  await dropWorld(sql, world);
  await sql.end();
});

describe('GET /api/openapi.json', () => {
  it('documents every route the api serves under /api/v1, and nothing else', () => {
    const documented = operations()
      .map(([method, path]) => `${method} /api${path.replace(/\{(\w+)\}/g, ':$1')}`)
      .sort();
    expect(servedV1.length).toBeGreaterThan(0);
    expect(documented).toEqual(servedV1);
  });

  it('is a valid OpenAPI 3.1 document, served to anyone and cacheable', () => {
    expect(cacheControl).toMatch(/public/);
    expect(validation.errors).toBeUndefined();
    expect(validation.valid).toBe(true);
    expect(validation.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
  });

  it('is made from the descriptors of contract/v1/routes.ts, and its server reaches the api', () => {
    expect(document.servers).toEqual([{ url: apiUrl('') }]);
    expect(document).toEqual(JSON.parse(JSON.stringify(openApiDocument(v1Routes, apiUrl('')))));
  });

  it('names every operation with a summary and the errors each can answer', () => {
    for (const [method, path, operation] of operations()) {
      expect(operation, `${method} ${path}`).toHaveProperty('summary');
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
        expect.arrayContaining(['401', '429']),
      );
    }
  });

  it('documents exactly the statuses each route declares, the only ones the route table lets it answer', () => {
    for (const route of v1Routes) {
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}).sort(), `${route.method} ${route.path}`).toEqual(
        [route.status, ...route.errors].map(String).sort(),
      );
    }
    // A closed, archived or draft interview takes no invitations: 409, as the route's tests drive it.
    expect(Object.keys(document.paths['/v1/interviews/{id}/invitations']?.post?.responses ?? {})).toContain(
      '409',
    );
  });
});

describe('every v1 route accepts what its documented schemas accept', () => {
  it('refuses with 400 naming the field each query and body value the document refuses', async () => {
    let refused = 0;
    for (const [method, path, operation] of operations()) {
      const params = Object.fromEntries(
        (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, randomUUID()]),
      );
      for (const parameter of operation.parameters ?? []) {
        const schema = resolved(parameter.schema);
        for (const value of refusedSamples(schema, true)) {
          refused += 1;
          const seen = `${method} ${path} ${parameter.in} ${parameter.name}=${String(value)}`;
          if (parameter.in === 'path') {
            const answer = await send({
              method,
              url: urlOf(path, { ...params, [parameter.name]: String(value) }),
            });
            // A malformed id may answer as an unknown one does (404): refused either way.
            expect([400, 404], seen).toContain(answer.status);
          } else if (parameter.in === 'query') {
            const answer = await send({
              method,
              url: urlOf(path, params, { [parameter.name]: String(value) }),
            });
            expect(answer.fields, `${seen} → ${answer.status} ${answer.text}`).toContain(parameter.name);
          }
        }
      }
      const body = operation.requestBody?.content['application/json'].schema;
      if (!body) continue;
      const bodySchema = resolved(body);
      const url = urlOf(path, params);
      // Only a body with required fields is sent empty: an empty body that is valid would write.
      const required = bodySchema.required ?? [];
      const missing = required.length > 0 ? await send({ method, url, body: {} }) : undefined;
      for (const name of required) {
        refused += 1;
        expect(missing?.fields, `${method} ${path} without ${name} → ${missing?.text}`).toContain(name);
      }
      for (const [name, property] of Object.entries(bodySchema.properties ?? {})) {
        for (const value of refusedSamples(resolved(property), false)) {
          refused += 1;
          const answer = await send({ method, url, body: { [name]: value } });
          expect(
            answer.fields,
            `${method} ${path} {${name}: ${JSON.stringify(value)}} → ${answer.text}`,
          ).toContain(name);
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it("takes every query value at the edge of what the document allows (bodies: the routes' own tests)", async () => {
    let allowed = 0;
    for (const [method, path, operation] of operations()) {
      if (method !== 'GET') continue;
      const params = Object.fromEntries(
        (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, randomUUID()]),
      );
      for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
        for (const value of allowedSamples(resolved(parameter.schema))) {
          allowed += 1;
          const answer = await send({ method, url: urlOf(path, params, { [parameter.name]: value }) });
          expect(answer.status, `${method} ${path}?${parameter.name}=${value} → ${answer.text}`).not.toBe(
            400,
          );
          expect(answer.status).toBeLessThan(500);
        }
      }
    }
    expect(allowed).toBeGreaterThan(0);
  });
});

describe('GET /api/reference', () => {
  it("serves Scalar's reference page pointed at the document", async () => {
    const response = await callApi('/reference');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<title>Public API reference</title>');
    expect(html).toContain(JSON.stringify(apiUrl('/openapi.json')).slice(1, -1));
    expect(html).toContain('https://cdn.jsdelivr.net/npm/@scalar/api-reference');
  });
});
