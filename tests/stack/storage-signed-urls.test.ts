import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../local/stack/signing-key.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  openDatabase,
  present,
  randomVideo,
  resumeName,
  seedStartedInvitation,
  submitAsAnswer,
  supabaseAs,
  supabaseAsService,
  type Database,
  type StartedInvitation,
} from './storage-fixtures.ts';

let sql: Database;
let owner: TestUser;
let otherRecruiter: TestUser;
let candidate: TestUser;
let invitation: StartedInvitation;
let recordingName: string;
const recording = randomVideo(64 * 1024);

beforeAll(async () => {
  sql = openDatabase();
  [owner, otherRecruiter, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
  ]);
  invitation = await seedStartedInvitation(sql, owner, candidate);
  recordingName = `${invitation.invitationId}/${invitation.questionId}/1.webm`;
  const { error } = await supabaseAs(candidate)
    .storage.from('responses')
    .upload(recordingName, recording, { contentType: 'video/webm' });
  expect(error).toBeNull();
  // The recruiter reads submitted takes only.
  await submitAsAnswer(sql, invitation, candidate, recordingName);
});

afterAll(async () => {
  await sql.end();
});

describe('signed URLs for response recordings', () => {
  it('lets the recruiter who owns the invitation sign a URL that plays the recording with seeking', async () => {
    const { data, error } = await supabaseAs(owner)
      .storage.from('responses')
      .createSignedUrl(recordingName, 120);
    expect(error).toBeNull();
    expect(present(data).signedUrl).toMatch(
      new RegExp(`^${config.supabaseUrl}/storage/v1/object/sign/responses/${recordingName}\\?token=`),
    );

    // No apikey and no Authorization: a <video> element sends neither.
    const part = await fetch(present(data).signedUrl, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${recording.length}`);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(recording.subarray(100, 200))).toBe(true);

    const head = await fetch(present(data).signedUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(recording.length));
    expect(head.headers.get('accept-ranges')).toBe('bytes');
  });

  it('does not let another recruiter sign a URL for the recording', async () => {
    const { data, error } = await supabaseAs(otherRecruiter)
      .storage.from('responses')
      .createSignedUrl(recordingName, 120);
    expect(data).toBeNull();
    expect(error).toMatchObject({ message: 'Object not found', status: 400, statusCode: '404' });

    const { data: many } = await supabaseAs(otherRecruiter)
      .storage.from('responses')
      .createSignedUrls([recordingName], 120);
    expect(many).toEqual([
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: recordingName,
        signedURL: null,
        signedUrl: null,
      },
    ]);
  });

  it('lets the service role (secret key) sign a URL for any recording', async () => {
    const { data, error } = await supabaseAsService()
      .storage.from('responses')
      .createSignedUrl(recordingName, 60);
    expect(error).toBeNull();
    expect((await fetch(present(data).signedUrl)).status).toBe(200);
  });

  it('signs several URLs at once for what the caller can see', async () => {
    const missing = `${invitation.invitationId}/${invitation.questionId}/missing.webm`;
    const { data, error } = await supabaseAs(owner)
      .storage.from('responses')
      .createSignedUrls([recordingName, missing], 120);
    expect(error).toBeNull();
    const [found, notFound] = present(data);
    expect(found).toMatchObject({ error: null, path: recordingName });
    expect(notFound).toMatchObject({ path: missing, signedUrl: null });
    const whole = await fetch(present(found?.signedUrl));
    expect(Buffer.from(await whole.arrayBuffer()).equals(recording)).toBe(true);
  });

  it('signs names in the body as they are: a ".." in one never reaches another object', async () => {
    const climbing = [
      `${invitation.invitationId}/x/../${invitation.questionId}/1.webm`,
      `${invitation.invitationId}/${invitation.questionId}/../${invitation.questionId}/1.webm`,
      `../responses/${recordingName}`,
    ];
    const { data, error } = await supabaseAsService()
      .storage.from('responses')
      .createSignedUrls(climbing, 120);
    expect(error).toBeNull();
    expect(present(data).map((item) => [item.path, item.signedUrl])).toEqual(
      climbing.map((path) => [path, null]),
    );
  });

  it('refuses a token used for another object, a forged token, and an unsatisfiable range', async () => {
    const client = supabaseAs(owner).storage.from('responses');
    const { data } = await client.createSignedUrl(recordingName, 120);
    const token = present(new URL(present(data).signedUrl).searchParams.get('token'));

    const elsewhere = await fetch(
      `${config.supabaseUrl}/storage/v1/object/sign/responses/${invitation.invitationId}/other.webm?token=${token}`,
    );
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });

    const forged = await fetch(`${present(data).signedUrl.split('?')[0]}?token=${token.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });

    const beyond = await fetch(present(data).signedUrl, { headers: { Range: `bytes=${recording.length}-` } });
    expect(beyond.status).toBe(416);
  });

  it('refuses an expired signed URL', async () => {
    const signingKey = await loadSigningKey(config.stateDir);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ url: `responses/${recordingName}`, scope: 'download' })
      .setProtectedHeader({ alg: 'ES256', kid: signingKey.kid })
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(signingKey.privateKey);
    const response = await fetch(
      `${config.supabaseUrl}/storage/v1/object/sign/responses/${recordingName}?token=${expired}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '400',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
  });

  it("does not accept a user's access token as a signed-URL token", async () => {
    const response = await fetch(
      `${config.supabaseUrl}/storage/v1/object/sign/responses/${recordingName}?token=${owner.accessToken}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
  });

  it('lets the uploading candidate download their own recording while the invitation is theirs', async () => {
    const { data, error } = await supabaseAs(candidate).storage.from('responses').download(recordingName);
    expect(error).toBeNull();
    expect(Buffer.from(await present(data).arrayBuffer()).equals(recording)).toBe(true);
  });

  it('answers storage-js exists() for who can see the recording', async () => {
    expect((await supabaseAs(owner).storage.from('responses').exists(recordingName)).data).toBe(true);
    expect((await supabaseAs(otherRecruiter).storage.from('responses').exists(recordingName)).data).toBe(
      false,
    );
  });

  it("lets a resume's owner, and nobody else, read it through the authenticated route with ranges", async () => {
    const name = resumeName(candidate);
    const video = randomVideo(4096);
    await supabaseAs(candidate).storage.from('resumes').upload(name, video, { contentType: 'video/mp4' });
    const url = `${config.supabaseUrl}/storage/v1/object/authenticated/resumes/${name}`;

    const mine = await fetch(url, {
      headers: {
        apikey: config.publishableKey,
        authorization: `Bearer ${candidate.accessToken}`,
        range: 'bytes=-10',
      },
    });
    expect(mine.status).toBe(206);
    expect(mine.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await mine.arrayBuffer()).equals(video.subarray(-10))).toBe(true);

    const theirs = await fetch(url, {
      headers: { apikey: config.publishableKey, authorization: `Bearer ${owner.accessToken}` },
    });
    expect(theirs.status).toBe(400);
    expect(await theirs.json()).toMatchObject({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });
  });
});
