import { randomUUID } from 'node:crypto';
import type { Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { safariMp4 } from '../../support/generated-media.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import {
  config,
  downloadSubmitted,
  objectRow,
  probeStreams,
  seedAnswerSlot,
  serverOffset,
  sha256,
  type Database,
} from './media-fixtures.ts';
import { MediaHarnessPageObject } from './media.po.ts';

const TAKE_MS = 3000;
const RESUMABLE_ENDPOINT = `${config.supabaseUrl}/storage/v1/upload/resumable`;

const screens = useBrowser();
let harness: MediaHarnessPageObject;
let sql: Database;

beforeEach(async () => {
  sql = screens.sql;
  harness = new MediaHarnessPageObject(await screens.openPage());
  await harness.open();
});

function byCodec(streams: { codec_type: string; codec_name: string }[]) {
  return [...streams].sort((a, b) => a.codec_type.localeCompare(b.codec_type));
}

describe('uploadRecording to the responses bucket', () => {
  it('stores a video answer of the bound candidate that the recruiter reads back as VP9 and Opus', async () => {
    const slot = await seedAnswerSlot(sql);
    await harness.startRecording('video', slot.backupKey);
    const recording = await harness.stopRecording(TAKE_MS);

    const outcome = await harness.upload({
      key: slot.backupKey,
      objectName: slot.objectName,
      accessToken: slot.candidate.accessToken,
    });
    expect(outcome).toMatchObject({ status: 'uploaded' });
    // The upload URL is forgotten once the server confirmed the upload.
    expect(await harness.pendingUploads()).toEqual([]);

    const row = await objectRow(sql, slot.objectName);
    expect(row?.owner_id).toBe(slot.candidate.id);
    expect(row?.metadata).toMatchObject({ size: recording.size, mimetype: 'video/webm' });
    const stored = await downloadSubmitted(sql, slot);
    expect(sha256(stored)).toBe(recording.sha256);
    expect(byCodec(await probeStreams(stored))).toEqual([
      { codec_type: 'audio', codec_name: 'opus' },
      { codec_type: 'video', codec_name: 'vp9' },
    ]);
  });

  it('stores an audio answer as Opus sound only', async () => {
    const slot = await seedAnswerSlot(sql);
    await harness.startRecording('audio', slot.backupKey);
    const recording = await harness.stopRecording(TAKE_MS);

    expect(
      await harness.upload({
        key: slot.backupKey,
        objectName: slot.objectName,
        accessToken: slot.candidate.accessToken,
      }),
    ).toMatchObject({ status: 'uploaded' });

    expect((await objectRow(sql, slot.objectName))?.metadata.mimetype).toBe('audio/webm');
    const stored = await downloadSubmitted(sql, slot);
    expect(sha256(stored)).toBe(recording.sha256);
    expect(await probeStreams(stored)).toEqual([{ codec_type: 'audio', codec_name: 'opus' }]);
  });

  it("stores Safari's MP4 (H.264 and AAC, made by ffmpeg) as video/mp4, byte for byte", async () => {
    const slot = await seedAnswerSlot(sql, 'mp4');
    const recording = await harness.storeRecording(slot.backupKey, await safariMp4(2), 'video/mp4');

    expect(
      await harness.upload({
        key: slot.backupKey,
        objectName: slot.objectName,
        accessToken: slot.candidate.accessToken,
      }),
    ).toMatchObject({ status: 'uploaded' });

    expect((await objectRow(sql, slot.objectName))?.metadata).toMatchObject({
      size: recording.size,
      mimetype: 'video/mp4',
    });
    const stored = await downloadSubmitted(sql, slot);
    expect(sha256(stored)).toBe(recording.sha256);
    expect(byCodec(await probeStreams(stored))).toEqual([
      { codec_type: 'audio', codec_name: 'aac' },
      { codec_type: 'video', codec_name: 'h264' },
    ]);
  });

  it('resumes an upload cut off mid-way after a reload, from the server’s offset, storing the same bytes', async () => {
    const slot = await seedAnswerSlot(sql);
    await harness.startRecording('video', slot.backupKey);
    const recording = await harness.stopRecording(TAKE_MS);
    // Small chunks, so a short take needs several requests and can be cut after the second.
    const chunkSize = Math.ceil(recording.size / 6);
    const upload = {
      key: slot.backupKey,
      objectName: slot.objectName,
      accessToken: slot.candidate.accessToken,
    };

    const cut = await harness.upload({ ...upload, chunkSize, abortAfterBytes: 2 * chunkSize });
    expect(cut).toMatchObject({ status: 'aborted' });
    const [pending, ...others] = await harness.pendingUploads();
    expect(others).toEqual([]);
    expect(pending?.size).toBe(recording.size);
    const uploadUrl = pending?.uploadUrl ?? '';
    expect(uploadUrl.startsWith(`${RESUMABLE_ENDPOINT}/`)).toBe(true);
    const held = await serverOffset(uploadUrl, slot.candidate);
    expect(held).toBeGreaterThanOrEqual(chunkSize);
    expect(held).toBeLessThan(recording.size);
    expect(await objectRow(sql, slot.objectName)).toBeUndefined();

    await harness.reload();
    const requests: Request[] = [];
    harness.page.on('request', (request) => {
      if (request.url().startsWith(RESUMABLE_ENDPOINT) && request.method() !== 'OPTIONS')
        requests.push(request);
    });
    const resumed = await harness.upload({ ...upload, chunkSize });
    expect(resumed).toMatchObject({ status: 'uploaded' });

    // No new upload: a HEAD asks the server's offset, and the PATCHes go on from there.
    expect(requests.map((request) => request.method())).not.toContain('POST');
    const [head, firstPatch] = requests;
    expect(head?.method()).toBe('HEAD');
    expect(head?.url()).toBe(uploadUrl);
    const offset = Number((await head?.response())?.headers()['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(held);
    expect(firstPatch?.method()).toBe('PATCH');
    expect((await firstPatch?.allHeaders())?.['upload-offset']).toBe(String(offset));
    if (resumed.status === 'uploaded') expect(resumed.firstProgress).toBeGreaterThanOrEqual(offset);
    expect(await harness.pendingUploads()).toEqual([]);

    const stored = await downloadSubmitted(sql, slot);
    expect(stored.length).toBe(recording.size);
    expect(sha256(stored)).toBe(recording.sha256);
    expect(byCodec(await probeStreams(stored)).map((stream) => stream.codec_name)).toEqual(['opus', 'vp9']);
  });

  it("refuses an upload into another invitation's folder with the spec's 'Upload failed: …' in plain words", async () => {
    const slot = await seedAnswerSlot(sql);
    await harness.startRecording('audio', slot.backupKey);
    await harness.stopRecording(1500);
    const objectName = `${randomUUID()}/${slot.questionId}/1.webm`;

    expect(
      await harness.upload({ key: slot.backupKey, objectName, accessToken: slot.candidate.accessToken }),
    ).toEqual({ status: 'failed', message: 'Upload failed: The server refused the recording (error 403).' });
    expect(await objectRow(sql, objectName)).toBeUndefined();
  });
});

describe('LiveUpload: uploading a take while it is recorded', () => {
  it('sends the take as it is recorded, leaves only the last part for Stop, and stores the same bytes', async () => {
    const slot = await seedAnswerSlot(sql);
    const chunkSize = 32 * 1024;
    const patches: { offset: number; length: string | undefined }[] = [];
    harness.page.on('request', (request) => {
      if (!request.url().startsWith(RESUMABLE_ENDPOINT) || request.method() !== 'PATCH') return;
      const headers = request.headers();
      patches.push({ offset: Number(headers['upload-offset']), length: headers['upload-length'] });
    });

    await harness.startRecording('video', slot.backupKey, {
      objectName: slot.objectName,
      accessToken: slot.candidate.accessToken,
      chunkSize,
    });
    // Still recording: the server already receives full chunks.
    await expect
      .poll(() => Math.max(0, ...patches.map((patch) => patch.offset)), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2 * chunkSize);
    const sentWhileRecording = patches.length;
    expect(patches.every((patch) => patch.length === undefined)).toBe(true);

    const recording = await harness.stopRecording(TAKE_MS);
    expect(await harness.finishLiveUpload()).toMatchObject({ status: 'uploaded' });

    // After Stop the upload went on from where it was, and only its last request told the length.
    expect(patches[sentWhileRecording]?.offset).toBeGreaterThanOrEqual(2 * chunkSize);
    expect(patches.filter((patch) => patch.length !== undefined).map((patch) => patch.length)).toEqual([
      String(recording.size),
    ]);
    const row = await objectRow(sql, slot.objectName);
    expect(row?.owner_id).toBe(slot.candidate.id);
    expect(row?.metadata).toMatchObject({ size: recording.size, mimetype: 'video/webm' });
    const stored = await downloadSubmitted(sql, slot);
    expect(sha256(stored)).toBe(recording.sha256);
    expect(byCodec(await probeStreams(stored))).toEqual([
      { codec_type: 'audio', codec_name: 'opus' },
      { codec_type: 'video', codec_name: 'vp9' },
    ]);
  });

  it("a refused live upload fails with the spec's 'Upload failed: …' in plain words and stores nothing", async () => {
    const slot = await seedAnswerSlot(sql);
    const objectName = `${randomUUID()}/${slot.questionId}/1.webm`;
    await harness.startRecording('audio', slot.backupKey, {
      objectName,
      accessToken: slot.candidate.accessToken,
    });
    await harness.stopRecording(1500);

    expect(await harness.finishLiveUpload()).toEqual({
      status: 'failed',
      message: 'Upload failed: The server refused the recording (error 403).',
    });
    expect(await objectRow(sql, objectName)).toBeUndefined();
    // The take itself is safe in the backup, for a whole upload.
    expect(await harness.loadStored(slot.backupKey)).toMatchObject({ finished: true });
  });
});
