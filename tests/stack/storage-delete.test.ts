import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  anythingStoredFor,
  config,
  objectRows,
  openDatabase,
  present,
  randomVideo,
  resumeName,
  seedStartedInvitation,
  single,
  storedFile,
  submitAsAnswer,
  supabaseAs,
  uploadWithTus,
  type Database,
} from './storage-fixtures.ts';

let sql: Database;
let candidate: TestUser;
let otherCandidate: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  [candidate, otherCandidate] = await Promise.all([createTestUser(config), createTestUser(config)]);
});

afterAll(async () => {
  await sql.end();
});

describe('deleting objects with DELETE /storage/v1/object/{bucket}', () => {
  it('removes the owner’s object row and file and returns the deleted object', async () => {
    const name = resumeName(candidate);
    await uploadWithTus(randomVideo(1024 * 1024), { bucket: 'resumes', name, bearer: candidate.accessToken });
    const row = single(await objectRows(sql, 'resumes', name));
    expect(existsSync(storedFile('resumes', name, row.version))).toBe(true);

    const { data, error } = await supabaseAs(candidate).storage.from('resumes').remove([name]);
    expect(error).toBeNull();
    expect(single(present(data))).toMatchObject({
      id: row.id,
      bucket_id: 'resumes',
      name,
      owner_id: candidate.id,
    });
    expect(await objectRows(sql, 'resumes', name)).toHaveLength(0);
    expect(anythingStoredFor('resumes', name)).toBe(false);
  });

  it('deletes nothing the caller may not delete', async () => {
    const name = resumeName(candidate);
    await supabaseAs(candidate)
      .storage.from('resumes')
      .upload(name, randomVideo(10), { contentType: 'video/webm' });

    const { data, error } = await supabaseAs(otherCandidate).storage.from('resumes').remove([name]);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { data: asAnon } = await supabaseAs().storage.from('resumes').remove([name]);
    expect(asAnon).toEqual([]);
    const row = single(await objectRows(sql, 'resumes', name));
    expect(existsSync(storedFile('resumes', name, row.version))).toBe(true);
  });

  it('lets the owning recruiter, but not the candidate, delete a submitted response recording', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const invitation = await seedStartedInvitation(sql, recruiter, candidate);
    const name = `${invitation.invitationId}/${invitation.questionId}/1.webm`;
    await supabaseAs(candidate)
      .storage.from('responses')
      .upload(name, randomVideo(10), { contentType: 'video/webm' });
    await submitAsAnswer(sql, invitation, candidate, name);

    const byCandidate = await supabaseAs(candidate).storage.from('responses').remove([name]);
    expect(byCandidate.data).toEqual([]);
    expect(await objectRows(sql, 'responses', name)).toHaveLength(1);

    const byRecruiter = await supabaseAs(recruiter).storage.from('responses').remove([name]);
    expect(byRecruiter.data).toHaveLength(1);
    expect(await objectRows(sql, 'responses', name)).toHaveLength(0);
    expect(anythingStoredFor('responses', name)).toBe(false);
  });
});
