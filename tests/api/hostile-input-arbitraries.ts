// What the hostile-input test throws at the api: fast-check arbitraries of path parameters, query
// strings, bodies with their content types, and Authorization headers. Field names come from the
// contract's own schemas, so a new field is fuzzed the moment it is declared.
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { REPO_ROOT } from '../../local/stack/config.ts';
import type { ApiRoute } from '#contract/api-route';

const CONTRACT_DIR = resolve(REPO_ROOT, 'supabase/functions/_shared/contract');

export interface Contract {
  /** Every property name any zod object of the contract declares, nested ones included. */
  fieldNames: string[];
  /**
   * The request bodies: the body schemas of the contract's route descriptors, and exported objects
   * named for a command (createInterviewSchema, submitResponseSchema…).
   */
  inputSchemas: z.ZodType[];
}

const INPUT_SCHEMA_NAME = /^(create|update|submit|record|change|send|start|complete|invite)[A-Z]\w*Schema$/;

export async function readContract(): Promise<Contract> {
  const names = new Set<string>();
  const inputSchemas: z.ZodType[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (!(value instanceof z.ZodType) || seen.has(value)) return;
    seen.add(value);
    if (value instanceof z.ZodObject) for (const key of Object.keys(value.shape)) names.add(key);
    // Wrappers (optional, nullable, array, union, pipe, default…) keep their parts in the def.
    for (const part of Object.values(value._zod.def)) {
      if (Array.isArray(part)) part.forEach(visit);
      else if (part instanceof z.ZodType) visit(part);
      else if (part && typeof part === 'object' && !(part instanceof RegExp))
        Object.values(part).forEach(visit);
    }
  };
  for (const file of (await readdir(CONTRACT_DIR)).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(resolve(CONTRACT_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      visit(value);
      if (INPUT_SCHEMA_NAME.test(name) && value instanceof z.ZodType) inputSchemas.push(value);
      for (const route of routeDescriptorsIn(value)) {
        [route.params, route.query, route.body, route.response].forEach(visit);
        if (route.body instanceof z.ZodType) inputSchemas.push(route.body);
      }
    }
  }
  return { fieldNames: [...names].sort(), inputSchemas: [...new Set(inputSchemas)] };
}

/** The route descriptors of an exported `…Api` object (contract/api-route.ts). */
function routeDescriptorsIn(value: unknown): ApiRoute[] {
  if (typeof value !== 'object' || value === null || value instanceof z.ZodType) return [];
  return Object.values(value).filter(
    (item): item is ApiRoute =>
      typeof item === 'object' && item !== null && 'method' in item && item.response instanceof z.ZodType,
  );
}

/**
 * A value of `schema`'s shape whose strings are hostile yet within the declared lengths, so the
 * body passes validation and its strings reach the SQL. Refinements are not solved; some fail.
 */
export function shapedLike(schema: z.ZodType, realValues: readonly string[]): fc.Arbitrary<unknown> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => shapedLike(def[key] as z.ZodType, realValues);
  switch (def.type) {
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [
            key,
            shapedLike(value, realValues),
          ]),
        ),
        { noNullPrototype: true },
      );
    case 'array':
      return fc.array(inner('element'), { minLength: 1, maxLength: 2 });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return (def.in as z.ZodType)._zod.def.type === 'transform' ? inner('out') : inner('in');
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => shapedLike(option, realValues)));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'boolean':
      return fc.boolean();
    case 'number': {
      const number = schema as z.ZodNumber;
      return fc.constant(Number.isFinite(number.minValue) ? number.minValue : 1);
    }
    case 'string':
      return shapedString(schema as z.ZodString, realValues);
    default:
      return hostileScalar(realValues);
  }
}

function shapedString(schema: z.ZodString, realValues: readonly string[]): fc.Arbitrary<string> {
  const uuids = realValues.filter((value) => /^[0-9a-f-]{36}$/.test(value));
  switch (schema.format) {
    case 'guid':
    case 'uuid':
      return fc.oneof(fc.constantFrom(...uuids), fc.uuid());
    case 'email':
      return fc.constantFrom(
        "o'brien+x@test.example.com",
        'a@test.example.com',
        `${'a'.repeat(64)}@test.example.com`,
      );
    case 'url':
      return fc
        .constantFrom(...UNICODE_EDGES, ...INJECTIONS)
        .map((text) => `https://example.com/${encodeWellFormed(text)}`);
    case 'datetime':
      return fc.constantFrom('2000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z');
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...UNICODE_EDGES, ...INJECTIONS, ...realValues), weight: 4 },
      // What Postgres cannot store in text, at a weight that finds it in a short run.
      { arbitrary: fc.constantFrom('\u0000', 'nul\u0000inside'), weight: 1 },
      { arbitrary: fc.constant('x'.repeat(Math.min(max, 100_000))), weight: 1 },
    )
    .map((text) => text.padEnd(min, '\u0000').slice(0, max));
}

const UNICODE_EDGES = [
  '\uD800',
  '\uDFFF',
  'tail\uD83D',
  '\uDE00head',
  '\u0000',
  'nul\u0000inside',
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '\u200B\u200C\u200D\uFEFF',
  '\u2028\u2029',
  '👩‍👩‍👧‍👦🏳️‍🌈🇺🇦',
  'e\u0301'.repeat(200),
  '\uFFFE\uFFFF',
  '\u{10FFFF}',
  'İıſK',
  '\u0007\u001B[31m\b\f\r\n\t',
];

const INJECTIONS = [
  "' or '1'='1",
  "'; drop table public.interviews; --",
  '"; select pg_sleep(0); --',
  '1 union select null, version()',
  '$1',
  '\\',
  "%' escape '\\",
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f%2e%2e%2f',
  '/etc/passwd%00.webm',
  '..',
  '.',
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '0x7fffffff',
  '9223372036854775808',
  'true',
  '[]',
  '{}',
  'infinity',
  '2024-02-30T25:61:61Z',
];

/** Strings that break naive code: unicode edges, injections, lengths, and the world's real ids. */
export function hostileString(realValues: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...UNICODE_EDGES), weight: 3 },
    { arbitrary: fc.constantFrom(...INJECTIONS), weight: 3 },
    { arbitrary: fc.constantFrom(...realValues), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    {
      arbitrary: fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('x', 'é', '😀', '\u0000', "'"), fc.constantFrom(256, 5_001, 70_000))
        .map(([unit, length]) => unit.repeat(length)),
      weight: 1,
    },
    { arbitrary: fc.uuid(), weight: 1 },
  );
}

function hostileScalar(realValues: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: hostileString(realValues), weight: 6 },
    {
      arbitrary: fc.constantFrom(
        0,
        -1,
        1.5,
        -0,
        2 ** 31,
        2 ** 53 + 2,
        Number.MAX_VALUE,
        -Number.MAX_VALUE,
        1e-320,
      ),
      weight: 2,
    },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
  );
}

/** JSON text of a value tree; objects are written by hand so keys may repeat and be `__proto__`. */
function hostileJsonText(
  keys: readonly string[],
  realValues: readonly string[],
  depth = 3,
): fc.Arbitrary<string> {
  const scalar = hostileScalar(realValues).map(json);
  if (depth === 0) return scalar;
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...keys), weight: 4 },
    { arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf'), weight: 2 },
    { arbitrary: hostileString(realValues), weight: 1 },
  );
  const child = hostileJsonText(keys, realValues, depth - 1);
  return fc.oneof(
    { arbitrary: scalar, weight: 1 },
    { arbitrary: fc.array(child, { maxLength: 3 }).map((items) => `[${items.join(',')}]`), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(key, child), { maxLength: 5 })
        .map((entries) => `{${entries.map(([name, value]) => `${json(name)}:${value}`).join(',')}}`),
      weight: 3,
    },
  );
}

function json(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

export interface HostileBody {
  contentType: string | undefined;
  body: string | Uint8Array;
  /** What this body is, for the counterexample fast-check prints. */
  kind: string;
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.api+json',
];
const OTHER_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=hostile',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  '*/*',
  '',
];

const NOT_JSON = [
  '',
  '{',
  '{"title":',
  "{'title':'single quotes'}",
  '{"a":1,}',
  'NaN',
  'undefined',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e99999}',
  '<?xml version="1.0"?><a>1</a>',
  'title=x&questions[0][text]=y',
  '--hostile\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--hostile--\r\n',
];

/** Bodies: hostile JSON under any content type, deep nesting, duplicate keys, non-JSON and bad bytes. */
export function hostileBody(contract: Contract, realValues: readonly string[]): fc.Arbitrary<HostileBody> {
  const keys = contract.fieldNames;
  const anyType = fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES);
  const jsonType = fc.constantFrom(...JSON_TYPES);
  const deep = fc
    .tuple(
      fc.constantFrom(1_000, 20_000, 200_000),
      fc.constantFrom(['[', ']'], ['{"questions":', '}'], ['{"a":[', ']}']),
    )
    .map(([depth, [open, close]]) => `${(open as string).repeat(depth)}1${(close as string).repeat(depth)}`);
  // About 1 MB on the wire whatever the unit (an emoji is 4 bytes of UTF-8, not 2 UTF-16 units).
  const oversized = fc
    .tuple(fc.constantFrom(...keys), fc.constantFrom('x', '😀', '\\u0000'))
    .map(
      ([name, unit]) => `{${json(name)}:"${unit.repeat(Math.floor(1_000_000 / Buffer.byteLength(unit)))}"}`,
    );
  const duplicateKeys = fc
    .tuple(fc.constantFrom(...keys), hostileJsonText(keys, realValues), hostileJsonText(keys, realValues))
    .map(([name, first, second]) => `{${json(name)}:${first},${json(name)}:${second}}`);
  const pollution = fc
    .tuple(fc.constantFrom(...keys), hostileJsonText(keys, realValues))
    .map(
      ([name, value]) =>
        `{"__proto__":{${json(name)}:${value},"isAdmin":true},"constructor":{"prototype":{${json(name)}:${value}}}}`,
    );
  const shaped = fc
    .constantFrom(...contract.inputSchemas)
    .chain((schema) => shapedLike(schema, realValues))
    .map(json);
  return fc.oneof(
    {
      arbitrary: fc.record({ contentType: jsonType, body: shaped, kind: fc.constant('contract-shaped') }),
      weight: 4,
    },
    {
      arbitrary: fc.record({
        contentType: anyType,
        body: hostileJsonText(keys, realValues),
        kind: fc.constant('json'),
      }),
      weight: 6,
    },
    {
      arbitrary: fc.record({
        contentType: jsonType,
        body: duplicateKeys,
        kind: fc.constant('duplicate keys'),
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        contentType: jsonType,
        body: pollution,
        kind: fc.constant('prototype pollution'),
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({ contentType: jsonType, body: deep, kind: fc.constant('deeply nested') }),
      weight: 1,
    },
    {
      arbitrary: fc.record({ contentType: jsonType, body: oversized, kind: fc.constant('oversized') }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        contentType: anyType,
        body: fc.constantFrom(...NOT_JSON),
        kind: fc.constant('not json'),
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        contentType: anyType,
        body: fc
          .uint8Array({ minLength: 1, maxLength: 64 })
          .map((bytes) => Uint8Array.from([0xff, 0xc3, ...bytes])),
        kind: fc.constant('bad bytes'),
      }),
      weight: 1,
    },
  );
}

/**
 * Longest string put in a URL: far longer ones are refused by the HTTP server in front of any
 * app (414/431 without a body), and long values are fuzzed in bodies instead.
 */
const MAX_URL_PART = 1_000;

/** encodeURIComponent, which throws on a lone surrogate (a URL cannot carry one; RAW_SEGMENTS has its bytes). */
function encodeWellFormed(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
}

/** Already-encoded path segments, sent as they are (malformed escapes, encoded NUL and slashes). */
const RAW_SEGMENTS = [
  '%00',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '..%2F..%2Fetc',
  '%2e%2e%2fx',
  '%252e%252e',
  ';x=1',
  'a%2Fb',
  '%F0%9F%98',
];

/** One path parameter's segment: a real id or token, a random uuid, any hostile string, or a raw one. */
export function hostileSegment(realValues: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...realValues).map(encodeURIComponent), weight: 3 },
    { arbitrary: fc.uuid().map(encodeURIComponent), weight: 1 },
    {
      arbitrary: hostileString(realValues)
        .filter((text) => text.length < MAX_URL_PART)
        .map(encodeWellFormed),
      weight: 3,
    },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
  );
}

/** A query string (with its '?', or empty): contract field names and hostile names, hostile values. */
export function hostileQuery(keys: readonly string[], realValues: readonly string[]): fc.Arbitrary<string> {
  const pair = fc.oneof(
    {
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.constantFrom(...keys),
            fc.constantFrom('__proto__', 'constructor[prototype]', 'a[b][c]'),
          ),
          hostileString(realValues).filter((text) => text.length < MAX_URL_PART),
        )
        .map(([name, value]) => `${encodeWellFormed(name)}=${encodeWellFormed(value)}`),
      weight: 5,
    },
    { arbitrary: fc.constantFrom(...keys).map((name) => `${name}=%zz&${name}=%00&${name}`), weight: 1 },
    { arbitrary: fc.constantFrom('=', '&&', '%', '%E0%A4%A=1', '=%C0%AF', '?', '#'), weight: 1 },
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => (pairs.length === 0 ? '' : `?${pairs.join('&')}`));
}

/** Authorization headers that are present but not a valid user token. */
export const FORGED_AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer not.a.jwt',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQifQ.',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer a b',
  `Bearer ${'x'.repeat(4_000)}`,
  "Bearer ' or '1'='1",
];
