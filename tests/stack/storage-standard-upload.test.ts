import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  anythingStoredFor,
  config,
  objectRows,
  openDatabase,
  rawRequest,
  randomVideo,
  resumeName,
  seedStartedInvitation,
  sha256,
  single,
  storedFile,
  supabaseAs,
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

describe('standard uploads to /storage/v1/object/{bucket}/{path}', () => {
  it('stores a Buffer uploaded with storage-js and records the caller as owner', async () => {
    const name = resumeName(candidate);
    const video = randomVideo(200 * 1024);
    const { data, error } = await supabaseAs(candidate)
      .storage.from('resumes')
      .upload(name, video, { contentType: 'video/webm', metadata: { take: 1 } });
    expect(error).toBeNull();
    const row = single(await objectRows(sql, 'resumes', name));
    expect(data).toEqual({ path: name, id: row.id, fullPath: `resumes/${name}` });
    expect(row.owner_id).toBe(candidate.id);
    expect(row.metadata).toMatchObject({
      size: video.length,
      mimetype: 'video/webm',
      cacheControl: 'max-age=3600',
    });
    expect(row.metadata.eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(sha256(readFileSync(storedFile('resumes', name, row.version)))).toBe(sha256(video));
    const custom = single(await sql`select user_metadata from storage.objects where id = ${row.id}`);
    expect(custom.user_metadata).toEqual({ take: 1 });
  });

  it('stores a Blob, which storage-js sends as a multipart form', async () => {
    const name = resumeName(candidate);
    const video = randomVideo(10 * 1024);
    const { error } = await supabaseAs(candidate)
      .storage.from('resumes')
      .upload(name, new Blob([video], { type: 'video/mp4' }));
    expect(error).toBeNull();
    const row = single(await objectRows(sql, 'resumes', name));
    expect(row.metadata).toMatchObject({ size: video.length, mimetype: 'video/mp4' });
    expect(sha256(readFileSync(storedFile('resumes', name, row.version)))).toBe(sha256(video));
  });

  it("refuses an upload into another user's folder with the real service's RLS error, keeping nothing", async () => {
    const name = resumeName(otherCandidate);
    const { data, error } = await supabaseAs(candidate)
      .storage.from('resumes')
      .upload(name, randomVideo(1024), { contentType: 'video/webm' });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(await objectRows(sql, 'resumes', name)).toHaveLength(0);
    expect(anythingStoredFor('resumes', name)).toBe(false);
  });

  it('refuses an anonymous upload', async () => {
    const name = resumeName(candidate);
    const { error } = await supabaseAs()
      .storage.from('resumes')
      .upload(name, randomVideo(1024), { contentType: 'video/webm' });
    expect(error).toMatchObject({ statusCode: '403' });
    expect(await objectRows(sql, 'resumes', name)).toHaveLength(0);
  });

  it('refuses a type the bucket does not allow, codec parameters included, as the real service does', async () => {
    const client = supabaseAs(candidate).storage.from('resumes');
    const plain = await client.upload(resumeName(candidate), randomVideo(10), { contentType: 'text/plain' });
    expect(plain.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    const withCodecs = await client.upload(resumeName(candidate), randomVideo(10), {
      contentType: 'video/webm;codecs=vp9,opus',
    });
    expect(withCodecs.error).toMatchObject({ statusCode: '415' });
  });

  it('refuses to replace an object without x-upsert and replaces it with upsert', async () => {
    const name = resumeName(candidate);
    const client = supabaseAs(candidate).storage.from('resumes');
    await client.upload(name, randomVideo(10), { contentType: 'video/webm' });
    const first = single(await objectRows(sql, 'resumes', name));

    const again = await client.upload(name, randomVideo(10), { contentType: 'video/webm' });
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const replacement = randomVideo(20);
    const upserted = await client.upload(name, replacement, { contentType: 'video/webm', upsert: true });
    expect(upserted.error).toBeNull();
    const row = single(await objectRows(sql, 'resumes', name));
    expect(row.id).toBe(first.id);
    expect(readFileSync(storedFile('resumes', name, row.version)).equals(replacement)).toBe(true);
    expect(() => readFileSync(storedFile('resumes', name, first.version))).toThrow();
  });

  it('lets the bound candidate upload a response recording only into a STARTED invitation', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const invitation = await seedStartedInvitation(sql, recruiter, candidate);
    const name = `${invitation.invitationId}/${invitation.questionId}/1.webm`;
    const upload = (user: TestUser, path = name) =>
      supabaseAs(user)
        .storage.from('responses')
        .upload(path, randomVideo(1024), { contentType: 'video/webm' });

    expect((await upload(otherCandidate)).error).toMatchObject({ statusCode: '403' });
    expect((await upload(candidate)).error).toBeNull();

    await sql`update public.invitations set status = 'COMPLETED', completed_at = now()
              where id = ${invitation.invitationId}`;
    const late = await upload(candidate, `${invitation.invitationId}/${invitation.questionId}/2.webm`);
    expect(late.error).toMatchObject({ statusCode: '403' });
  });

  it('refuses names with .. segments, backslashes, control characters or empty segments', async () => {
    // Sent raw: fetch would resolve `..` (even `%2E%2E`) and turn a backslash into `/` itself.
    for (const bad of ['../x.webm', '%2E%2E/x.webm', 'a%5Cb.webm', 'a%01.webm', '/x.webm', '.']) {
      const response = await rawRequest(
        'POST',
        `/storage/v1/object/resumes/${candidate.id}/${bad}`,
        {
          apikey: config.publishableKey,
          authorization: `Bearer ${candidate.accessToken}`,
          'content-type': 'video/webm',
        },
        randomVideo(10),
      );
      expect(response, bad).toMatchObject({ status: 400, json: { statusCode: '400', error: 'InvalidKey' } });
    }
  });
});
