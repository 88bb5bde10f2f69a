// The policy mutation check (npm run test:db:policies) runs, for each dropped policy, the pgTAP
// files likeliest to catch it first and the rest only when those all pass (issue #34). These
// tests hold the split on the real test files: no file is ever left out, and a policy's own
// test file comes first.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderTestFiles, policySubjects } from '../../local/db/policy-test-selection.ts';

const TESTS_DIR = resolve(import.meta.dirname, '../../supabase/tests/database');
const suites = readdirSync(TESTS_DIR)
  .filter((file) => file.endsWith('.sql') && !file.startsWith('000-'))
  .map((file) => ({ file, text: readFileSync(join(TESTS_DIR, file), 'utf8') }));
const allFiles = suites.map(({ file }) => file).sort();
const names = (files: { file: string }[]): string[] => files.map(({ file }) => file);

describe('policySubjects', () => {
  it('names a public policy by its table', () => {
    expect(
      policySubjects({ schemaname: 'public', tablename: 'ratings', qual: 'true', with_check: null }),
    ).toEqual(['ratings']);
  });

  it('names a storage policy by the buckets its expressions compare, once each', () => {
    expect(
      policySubjects({
        schemaname: 'storage',
        tablename: 'objects',
        qual: "((bucket_id = 'workspace-logos'::text) AND private.can_manage_workspace_logo(name))",
        with_check: "((bucket_id = 'workspace-logos'::text) AND private.can_manage_workspace_logo(name))",
      }),
    ).toEqual(['workspace-logos']);
  });

  it('names a storage policy that compares no bucket by storage.objects', () => {
    expect(
      policySubjects({ schemaname: 'storage', tablename: 'objects', qual: null, with_check: 'true' }),
    ).toEqual(['objects']);
  });
});

describe('orderTestFiles', () => {
  it.each([
    [['ratings'], 'reviews-and-evaluation-ratings.sql'],
    [['audit_events'], 'audit-trail.sql'],
    [['workspace-logos'], 'storage-workspace-buckets.sql'],
  ])('puts the test file that names %s most first', (subjects, first) => {
    expect(orderTestFiles(subjects, ['authenticated'], suites).likely[0]?.file).toBe(first);
  });

  it('keeps every file, each once, between the likely files and the rest', () => {
    const { likely, rest } = orderTestFiles(['responses'], ['authenticated'], suites);
    expect(names([...likely, ...rest]).sort()).toEqual(allFiles);
    expect(likely.length).toBeGreaterThan(1);
    expect(rest.length).toBeGreaterThan(1);
  });

  it('counts a table by its whole name, not inside a longer identifier', () => {
    const files = [
      { file: 'a.sql', text: 'select * from public.interview_consents; select public.my_interviews();' },
      { file: 'b.sql', text: 'select count(*) from public.interviews;' },
    ];
    const { likely, rest } = orderTestFiles(['interviews'], ['authenticated'], files);
    expect([names(likely), names(rest)]).toEqual([['b.sql'], ['a.sql']]);
  });

  it('leaves to the rest the files that never act as a policy’s own role', () => {
    const { likely, rest } = orderTestFiles(['invitations'], ['job_worker'], suites);
    expect(names(likely)).toContain('job-worker-role.sql');
    expect(likely.filter(({ text }) => !/\bjob_worker\b/.test(text))).toEqual([]);
    expect(names(rest)).toContain('invitations-per-persona-and-status.sql');
    expect(names([...likely, ...rest]).sort()).toEqual(allFiles);
  });
});
