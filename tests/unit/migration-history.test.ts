// Issue #35: the baseline replaced the 86 migrations of issues #1-#34. `npm run db:migrate` moves a
// local database that records exactly those 86 and holds what the baseline builds, and refuses any
// other that records versions supabase/migrations/ lacks (local/db/migration-history.ts). These are
// the parts of that decision that need no database.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrationFiles, migrationVersions } from '../../local/db/migration-dates.ts';
import {
  BASELINE_VERSION,
  judgeHistory,
  missingFromDatabase,
  REPLACED_VERSIONS,
} from '../../local/db/migration-history.ts';

const local = [BASELINE_VERSION];
const replaced = [...REPLACED_VERSIONS];

describe('the baseline and the migrations it replaced', () => {
  it('is a file of supabase/migrations/, and none of the 86 is', () => {
    expect(existsSync(join(MIGRATIONS_DIR, `${BASELINE_VERSION}_baseline.sql`))).toBe(true);
    expect(migrationVersions(migrationFiles()).filter((v) => replaced.includes(v))).toEqual([]);
  });

  it('are 86 distinct versions of issues #1-#34, all older than the last of them', () => {
    expect(new Set(replaced).size).toBe(86);
    expect(replaced).toEqual([...replaced].sort());
    expect(replaced[0]).toBe('20261122000100');
    expect(replaced.at(-1)).toBe('20261205000000');
  });
});

describe('judgeHistory', () => {
  it('finds a database current when every version it records is in the directory', () => {
    expect(judgeHistory([], local)).toEqual({ kind: 'current' });
    expect(judgeHistory([BASELINE_VERSION], [BASELINE_VERSION, '20261201000000'])).toEqual({
      kind: 'current',
    });
  });

  it('finds one that records exactly the 86 replaced migrations, with or without the baseline', () => {
    expect(judgeHistory(replaced, local)).toEqual({ kind: 'replaced' });
    expect(judgeHistory([...replaced, BASELINE_VERSION], local)).toEqual({ kind: 'replaced' });
  });

  it('names the unknown versions of any other history', () => {
    expect(judgeHistory(replaced.slice(0, 80), local)).toEqual({
      kind: 'unknown',
      versions: replaced.slice(0, 80),
    });
    expect(judgeHistory([...replaced, '20261206000000'], local)).toEqual({
      kind: 'unknown',
      versions: [...replaced, '20261206000000'],
    });
    // Without the baseline in the directory there is nothing to move onto.
    expect(judgeHistory(replaced, ['20261206000000'])).toEqual({ kind: 'unknown', versions: replaced });
  });
});

function dump(objects: Record<string, string[]>): string {
  return Object.entries(objects)
    .flatMap(([header, lines]) => ['--', `-- Name: ${header}; Owner: postgres`, '--', '', ...lines, ''])
    .join('\n');
}

describe('missingFromDatabase', () => {
  const table = { 't; Type: TABLE; Schema: public': ['CREATE TABLE public.t (id integer);'] };
  const policy = {
    't t_select; Type: POLICY; Schema: public': [
      'CREATE POLICY t_select ON public.t FOR SELECT USING (true);',
    ],
  };

  it('finds nothing when the database has every object of the baseline as it is, and more', () => {
    const extra = { 'tests; Type: SCHEMA; Schema: -': ['CREATE SCHEMA tests;'] };
    expect(
      missingFromDatabase(dump({ ...table, ...policy }), dump({ ...table, ...policy, ...extra })),
    ).toEqual([]);
  });

  it("takes grants beyond the baseline's as more, and a grant the database lacks as a difference", () => {
    const acl = (grants: string[]) => ({ 'SCHEMA public; Type: ACL; Schema: -': grants });
    const baseline = dump({ ...table, ...acl(['GRANT USAGE ON SCHEMA public TO anon;']) });
    const more = acl([
      'GRANT USAGE ON SCHEMA public TO anon;',
      'GRANT USAGE ON SCHEMA public TO job_worker;',
    ]);
    expect(missingFromDatabase(baseline, dump({ ...table, ...more }))).toEqual([]);
    expect(missingFromDatabase(baseline, dump({ ...table, ...acl([]) }))).toEqual([
      'ACL SCHEMA public: differs',
      '- GRANT USAGE ON SCHEMA public TO anon;',
    ]);
  });

  it('names an object the database lacks and one it has otherwise', () => {
    const otherTable = { 't; Type: TABLE; Schema: public': ['CREATE TABLE public.t (id bigint);'] };
    expect(missingFromDatabase(dump({ ...table, ...policy }), dump(otherTable))).toEqual([
      'TABLE public.t: differs',
      '- CREATE TABLE public.t (id integer);',
      '+ CREATE TABLE public.t (id bigint);',
      'POLICY public.t t_select: missing',
      '- CREATE POLICY t_select ON public.t FOR SELECT USING (true);',
    ]);
  });
});
