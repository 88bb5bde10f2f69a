import { describe, expect, it } from 'vitest';
import { databaseUrl } from '../../local/db/database-url.ts';
import { generateDatabaseTypes, readCommittedDatabaseTypes } from '../../local/db/database-types.ts';

describe('the generated database types', () => {
  it('match the migrations (run `npm run gen:types` after changing a migration)', async () => {
    const fresh = await generateDatabaseTypes(databaseUrl());
    expect(readCommittedDatabaseTypes()).toBe(fresh);
    // The Supabase CLI's generator takes seconds, more on a busy machine.
  }, 60_000);
});
