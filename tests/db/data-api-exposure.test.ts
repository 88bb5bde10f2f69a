// The Data API must not reach the app (issue #14, item 2): the browser never calls it (docs/architecture.md §1),
// and a table or function it exposes is callable with the publishable key and any user's token,
// outside the api function's validation. This reads supabase/config.toml's [api] section and the
// migrations, and fails when a schema holding the app's tables or functions is exposed, by
// PostgREST (`schemas`) or by GraphQL (pg_graphql, served through `graphql_public`, reflects the
// schemas on the request's search_path, `extra_search_path`).
// supabase/tests/database/grants-data-api.sql checks the grants behind it, the second wall.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../local/stack/config.ts';

interface ApiSection {
  enabled: boolean;
  schemas: string[];
  extraSearchPath: string[];
}

/** The lines of a TOML table, from its header to the next header. */
function tableLines(toml: string, name: string): string[] {
  const lines = toml.split('\n');
  const start = lines.findIndex((line) => line.trim() === `[${name}]`);
  if (start < 0) throw new Error(`config.toml has no [${name}] table`);
  const end = lines.findIndex((line, index) => index > start && /^\s*\[/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).filter((line) => !/^\s*(#|$)/.test(line));
}

/** A key's value in those lines, parsed as JSON (what the [api] keys use: booleans, string arrays). */
function valueOf(lines: string[], key: string): unknown {
  const line = lines.find((candidate) => new RegExp(`^\\s*${key}\\s*=`).test(candidate));
  return line === undefined ? undefined : JSON.parse(line.slice(line.indexOf('=') + 1).trim());
}

function apiSection(toml: string): ApiSection {
  const lines = tableLines(toml, 'api');
  // Supabase's defaults when a key is left out: enabled, public and graphql_public exposed.
  return {
    enabled: (valueOf(lines, 'enabled') as boolean | undefined) ?? true,
    schemas: (valueOf(lines, 'schemas') as string[] | undefined) ?? ['public', 'graphql_public'],
    extraSearchPath: (valueOf(lines, 'extra_search_path') as string[] | undefined) ?? [
      'public',
      'extensions',
    ],
  };
}

/** The schemas the Data API serves under `api`. */
function exposedSchemas(api: ApiSection): string[] {
  if (!api.enabled) return [];
  const graphql = api.schemas.includes('graphql_public') ? api.extraSearchPath : [];
  return [...new Set([...api.schemas, ...graphql])];
}

/** Every schema in which the migrations create a table, view, function or procedure. */
function appSchemas(): string[] {
  const dir = join(REPO_ROOT, 'supabase/migrations');
  const found = new Set<string>();
  const pattern =
    /create\s+(?:or\s+replace\s+)?(?:materialized\s+view|view|table|function|procedure)\s+(?:if\s+not\s+exists\s+)?"?(\w+)"?\./gi;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
    for (const [, schema] of readFileSync(join(dir, file), 'utf8').matchAll(pattern)) {
      if (schema) found.add(schema.toLowerCase());
    }
  }
  return [...found].sort();
}

describe('the Data API', () => {
  const config = readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8');

  it('finds the app in the migrations (so the check below has something to protect)', () => {
    expect(appSchemas()).toEqual(expect.arrayContaining(['private', 'public']));
  });

  it('exposes no schema holding a table or function of the app', () => {
    const exposed = exposedSchemas(apiSection(config));
    expect(exposed.filter((schema) => appSchemas().includes(schema))).toEqual([]);
  });

  it('is judged as Supabase would: exposed by default, and through GraphQL by the search path', () => {
    const exposedWith = (api: string) => exposedSchemas(apiSection(`[api]\n${api}\n[next]\n`));
    expect(exposedWith('')).toEqual(['public', 'graphql_public', 'extensions']);
    expect(exposedWith('schemas = ["graphql_public"]')).toEqual(['graphql_public', 'public', 'extensions']);
    expect(exposedWith('enabled = false\nschemas = ["public"]')).toEqual([]);
    expect(exposedWith('schemas = ["api"]\nextra_search_path = ["extensions"]')).toEqual(['api']);
  });
});
