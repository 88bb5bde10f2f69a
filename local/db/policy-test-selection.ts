export interface TestFile {
  file: string;
  text: string;
}

/**
 * The names a test file must mention to exercise a policy: its table, or for a storage.objects
 * policy the buckets its expressions compare bucket_id with (tests reach objects by bucket, and
 * every storage test names storage.objects). A bucket-less storage policy falls back to "objects".
 */
export function policySubjects(policy: {
  schemaname: string;
  tablename: string;
  qual: string | null;
  with_check: string | null;
}): string[] {
  if (policy.schemaname !== 'storage' || policy.tablename !== 'objects') return [policy.tablename];
  const expressions = `${policy.qual ?? ''} ${policy.with_check ?? ''}`;
  const buckets = [...expressions.matchAll(/bucket_id\s*=\s*'((?:[^']|'')+)'/g)].map(([, name = '']) =>
    name.replaceAll("''", "'"),
  );
  return buckets.length > 0 ? [...new Set(buckets)] : ['objects'];
}

function mentions(text: string, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // An identifier boundary, so "interviews" does not count inside "interviews_x" or "my_interviews".
  return text.match(new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`, 'gi'))?.length ?? 0;
}

// The hooks' persona helpers act as these roles; any other role a file names itself to act as it.
const HELPER_ROLES = new Set(['public', 'anon', 'authenticated']);

/**
 * Splits the suite for one policy: `likely` holds the files that mention a subject and, for a
 * policy only for roles the helpers do not take (job_worker, workspace_api), one of those roles,
 * as a session must be in such a role for the policy to apply. Those that mention the subject
 * most come first (a table's own test file names it throughout, a file that merely joins it names
 * it once); `rest` holds the others in name order. The split only decides how soon a dropped
 * policy is caught: the caller runs `rest` too before calling a policy unguarded, so a policy
 * reached through a function, a view or a helper that no likely file names is still found.
 */
export function orderTestFiles(
  subjects: string[],
  roles: string[],
  files: TestFile[],
): { likely: TestFile[]; rest: TestFile[] } {
  const ownRoles = roles.some((role) => HELPER_ROLES.has(role)) ? [] : roles;
  const scored = files.map((testFile) => ({
    testFile,
    score:
      ownRoles.length > 0 && !ownRoles.some((role) => mentions(testFile.text, role) > 0)
        ? 0
        : subjects.reduce((sum, subject) => sum + mentions(testFile.text, subject), 0),
  }));
  return {
    likely: scored
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.testFile.file.localeCompare(b.testFile.file))
      .map(({ testFile }) => testFile),
    rest: scored
      .filter(({ score }) => score === 0)
      .map(({ testFile }) => testFile)
      .sort((a, b) => a.file.localeCompare(b.file)),
  };
}
