// supabase/schemas/ holds each concern's current truth and the migrations carry it to a deployed
// database; `npm run db:drift` builds a database from each and fails on any difference
// (docs/architecture.md §3). These are its parts that need no database: which schema files it
// builds, in which order, and how two dumps are told apart.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemaPaths, schemaPaths } from '../../local/db/schema-drift.ts';
import { compareDumps, diffLines, parseDump } from '../../local/db/schema-dump.ts';

const SCHEMAS = resolve(import.meta.dirname, '../../supabase/schemas');

describe('schema_paths of supabase/config.toml', () => {
  it('lists every file of supabase/schemas/ once, in the order their names sort', () => {
    const paths = schemaPaths();
    const files = readdirSync(SCHEMAS).filter((file) => file.endsWith('.sql'));
    expect(() => checkSchemaPaths(paths, files)).not.toThrow();
    expect(paths).toEqual([...paths].sort());
    expect(paths.length).toBeGreaterThan(1);
  });

  it('takes files one by one from the [db.migrations] section only', () => {
    const config = [
      '[db.seed]',
      'sql_paths = ["./seed.sql"]',
      '[db.migrations]',
      'enabled = true',
      '# a comment',
      'schema_paths = [',
      '  "./schemas/00-a.sql",',
      '  # "./schemas/05-left-out.sql",',
      '  "./schemas/10-b.sql",',
      ']',
      '[db.other]',
      'schema_paths = ["./schemas/99-not-this.sql"]',
    ].join('\n');
    expect(schemaPaths(config)).toEqual(['./schemas/00-a.sql', './schemas/10-b.sql']);
  });

  it('refuses globs and paths outside ./schemas/, and a config without the list', () => {
    expect(() => schemaPaths('[db.migrations]\nschema_paths = ["./schemas/*.sql"]')).toThrow(/one by one/);
    expect(() => schemaPaths('[db.migrations]\nschema_paths = ["./database/a.sql"]')).toThrow(/one by one/);
    expect(() => schemaPaths('[db.migrations]\nenabled = true')).toThrow(
      /has no \[db\.migrations\] schema_paths/,
    );
  });

  it('names the file left out, the one missing and the one listed twice', () => {
    expect(() =>
      checkSchemaPaths(['./schemas/a.sql', './schemas/b.sql', './schemas/a.sql'], ['a.sql', 'c.sql']),
    ).toThrow('c.sql is not in schema_paths; b.sql is listed but does not exist; a.sql is listed twice');
  });
});

/** A small dump in pg_dump's own shape. */
function dump(
  body: string,
  grants = [
    'GRANT ALL ON FUNCTION private.f() TO authenticated;',
    'GRANT ALL ON FUNCTION private.f() TO service_role;',
  ],
): string {
  return [
    '--',
    '-- PostgreSQL database dump',
    '--',
    '',
    '\\restrict 3kPq0bLh0b1RaNd0m',
    '',
    'SET statement_timeout = 0;',
    "SELECT pg_catalog.set_config('search_path', '', false);",
    '',
    '--',
    '-- Name: f(); Type: FUNCTION; Schema: private; Owner: postgres',
    '--',
    '',
    'CREATE FUNCTION private.f() RETURNS integer',
    '    LANGUAGE sql',
    `    AS $$ ${body} $$;`,
    '',
    '',
    'ALTER FUNCTION private.f() OWNER TO postgres;',
    '',
    '--',
    '-- Name: FUNCTION f(); Type: ACL; Schema: private; Owner: postgres',
    '--',
    '',
    'REVOKE ALL ON FUNCTION private.f() FROM PUBLIC;',
    ...grants,
    '',
    '\\unrestrict 3kPq0bLh0b1RaNd0m',
    '',
  ].join('\n');
}

describe('parseDump', () => {
  it('keys each object by its type and name, and keeps its SQL without comments, SET lines or \\restrict', () => {
    const entries = parseDump(dump('select 1'));
    expect([...entries.keys()]).toEqual(['FUNCTION private.f()', 'ACL private.FUNCTION f()']);
    expect(entries.get('FUNCTION private.f()')?.lines).toEqual([
      'CREATE FUNCTION private.f() RETURNS integer',
      '    LANGUAGE sql',
      '    AS $$ select 1 $$;',
      'ALTER FUNCTION private.f() OWNER TO postgres;',
    ]);
  });

  it("keeps a function body's own blank and comment lines, which are its text", () => {
    const body = [
      'CREATE FUNCTION private.g() RETURNS void',
      '    AS $_$',
      'begin',
      '',
      '-- why',
      'end',
      '$_$;',
    ];
    const text = [
      '--',
      '-- Name: g(); Type: FUNCTION; Schema: private; Owner: postgres',
      '--',
      '',
      ...body,
      '',
    ];
    expect(parseDump(text.join('\n')).get('FUNCTION private.g()')?.lines).toEqual(body);
  });
});

describe('compareDumps', () => {
  it('finds nothing between two dumps of the same objects, whatever the order of an ACL', () => {
    const reordered = dump('select 1', [
      'GRANT ALL ON FUNCTION private.f() TO service_role;',
      'GRANT ALL ON FUNCTION private.f() TO authenticated;',
    ]);
    expect(compareDumps(dump('select 1'), reordered, 'migrations', 'schemas')).toEqual([]);
  });

  it('lists the differing lines of an object, the first dump with - and the second with +', () => {
    expect(compareDumps(dump('select 1'), dump('select 2'), 'migrations', 'schemas')).toEqual([
      'FUNCTION private.f(): differs',
      '-     AS $$ select 1 $$;',
      '+     AS $$ select 2 $$;',
    ]);
  });

  it('lists the objects only one of the dumps has', () => {
    const withoutGrant = dump('select 1', ['GRANT ALL ON FUNCTION private.f() TO service_role;']);
    expect(compareDumps(dump('select 1'), withoutGrant, 'migrations', 'schemas')).toEqual([
      'ACL private.FUNCTION f(): differs',
      '- GRANT ALL ON FUNCTION private.f() TO authenticated;',
    ]);
    const extra = `${dump('select 1')}\n--\n-- Name: t; Type: TABLE; Schema: public; Owner: postgres\n--\n\nCREATE TABLE public.t (id integer);\n`;
    expect(compareDumps(dump('select 1'), extra, 'migrations', 'schemas')).toEqual([
      'TABLE public.t: only in schemas',
      '+ CREATE TABLE public.t (id integer);',
    ]);
  });
});

describe('diffLines', () => {
  it('keeps the common lines out and marks the rest', () => {
    expect(diffLines(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual(['- b', '+ x', '+ e']);
    expect(diffLines([], [])).toEqual([]);
  });
});
