// Safari's recording path (issue #21): Safari before 18.4 (iOS and macOS) records MP4 only, H.264
// and AAC or AAC alone, fragmented; WebKitGTK cannot record here, so Chromium stands in for it. An
// init script gives the take page a MediaRecorder that answers as that Safari's does (MP4 yes, WebM
// no) and hands over a real fragmented MP4 made with ffmpeg, a fragment per chunk at the app's
// one-second timeslice. (Safari 18.4 and later also record WebM, which the app prefers: that is
// the path Chromium and Firefox take.) The candidate records through the real screens; then the
// stored objects must be those bytes, named .mp4 and typed video/mp4 and audio/mp4, the worker's
// renditions as long as them, and the recruiter's review must play and seek both answers.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffprobe, fragmentedMp4, inTempDir, mp4Chunks } from '../../support/generated-media.ts';
import { seedInvitation } from '../../support/interview-fixtures.ts';
import { downloadRendition, renditionObjects, settledRecording } from '../../support/recording-fixtures.ts';
import { storedRecording } from '../../support/stored-media.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { ReviewsPageObject } from '../reviews/reviews.po.ts';
import { TakePageObject } from './take.po.ts';

const SECONDS = 6;

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

/**
 * Source of the init script: MediaRecorder as Safari's, recording `video` for a stream with a
 * camera and `audio` for a microphone-only one, a chunk per timeslice and the rest at stop().
 * (A string: the tests' tsconfig has no DOM types.)
 */
function safariMediaRecorder(recordings: { video: Uint8Array[]; audio: Uint8Array[] }): string {
  const base64 = (chunks: Uint8Array[]) => chunks.map((chunk) => Buffer.from(chunk).toString('base64'));
  const encoded = JSON.stringify({ video: base64(recordings.video), audio: base64(recordings.audio) });
  return `(() => {
    const recordings = ${encoded};
    const bytesOf = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    const recordable = (type) => /^(video|audio)\\/mp4\\s*(;|$)/i.test(String(type).trim());
    class SafariMediaRecorder extends EventTarget {
      static isTypeSupported(type) {
        return recordable(type);
      }
      constructor(stream, options = {}) {
        super();
        if (options.mimeType && !recordable(options.mimeType)) {
          throw new DOMException('Unsupported mimeType ' + options.mimeType, 'NotSupportedError');
        }
        this.stream = stream;
        this.kind = stream.getVideoTracks().length > 0 ? 'video' : 'audio';
        this.mimeType = options.mimeType || this.kind + '/mp4';
        this.state = 'inactive';
        this.ondataavailable = null;
        this.onstart = null;
        this.onstop = null;
        this.onerror = null;
        this.pending = [];
        this.timer = 0;
      }
      emit(event) {
        const handler = this['on' + event.type];
        if (typeof handler === 'function') handler.call(this, event);
        this.dispatchEvent(event);
      }
      deliver(all) {
        const parts = this.pending.splice(0, all ? this.pending.length : 1);
        if (parts.length === 0) return;
        this.emit(new BlobEvent('dataavailable', { data: new Blob(parts, { type: this.mimeType }) }));
      }
      start(timeslice) {
        if (this.state !== 'inactive') throw new DOMException('Already recording', 'InvalidStateError');
        this.state = 'recording';
        this.pending = recordings[this.kind].map(bytesOf);
        setTimeout(() => this.emit(new Event('start')));
        if (timeslice > 0) this.timer = setInterval(() => this.deliver(false), timeslice);
      }
      stop() {
        if (this.state === 'inactive') return;
        this.state = 'inactive';
        clearInterval(this.timer);
        setTimeout(() => {
          this.deliver(true);
          this.emit(new Event('stop'));
        });
      }
    }
    window.MediaRecorder = SafariMediaRecorder;
  })();`;
}

/** The length ffprobe reads from a media file's bytes, in seconds. */
function lengthOf(bytes: Uint8Array): Promise<number> {
  return inTempDir(async (dir) => {
    const file = join(dir, 'media');
    await writeFile(file, bytes);
    return Number((await ffprobe(file)).format.duration);
  });
}

/** A rendition's length by ffprobe, downloaded from Storage. */
function renditionLength(name: string): Promise<number> {
  return inTempDir(async (dir) =>
    Number((await ffprobe(await downloadRendition(name, dir))).format.duration),
  );
}

const fingerprint = (bytes: Uint8Array) => ({
  size: bytes.length,
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

describe("Safari's recording path: MP4 through upload, storage, renditions and playback", () => {
  it('stores the MP4 Safari records as it is, makes renditions as long as it and plays both answers in the review', async () => {
    const { sql } = screens;
    const [videoMp4, audioMp4] = await Promise.all([
      fragmentedMp4({ seconds: SECONDS }),
      fragmentedMp4({ seconds: SECONDS, video: false }),
    ]);
    const [videoLength, audioLength] = await Promise.all([lengthOf(videoMp4), lengthOf(audioMp4)]);
    const [recruiter, candidate] = await Promise.all([
      createTestUser(config, { role: 'RECRUITER' }),
      createTestUser(config, { role: 'CANDIDATE' }),
    ]);
    const [interview] = await sql<{ id: string }[]>`
      insert into public.interviews (recruiter_id, title, status, practice_question)
      values (${recruiter.id}, ${uniqueName('Safari MP4')}, 'ACTIVE', false) returning id`;
    if (!interview) throw new Error('The interview insert returned no row');
    await sql`
      insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds)
      values (${interview.id}, 1, 'Tell us about a launch you led', 'VIDEO', 120),
             (${interview.id}, 2, 'Describe your team in a sentence', 'AUDIO', 120)`;
    const invitationId = await seedInvitation(sql, interview.id, 'PENDING', candidate);

    const take = new TakePageObject(await screens.openPage(candidate));
    await take.page.addInitScript({
      content: safariMediaRecorder({ video: mp4Chunks(videoMp4), audio: mp4Chunks(audioMp4) }),
    });
    await take.open(await tokenOf(sql, invitationId));
    await take.startAndPassTechCheck();
    await take.questionHeading(1, 2).waitFor();
    await take.recordAnswer(2);
    await take.next.click();
    await take.questionHeading(2, 2).waitFor();
    await take.recordAnswer(2);
    await take.complete.click();
    await take.completeHeading.waitFor();

    const answers = await sql<{ id: string; media_path: string | null }[]>`
      select r.id, r.media_path from public.responses r
      join public.questions q on q.id = r.question_id
      where r.invitation_id = ${invitationId} order by q.order_number`;
    const [video, audio] = answers.map(({ id, media_path }) => ({ id, path: media_path ?? '' }));
    if (!video || !audio) throw new Error(`Two answers expected, got ${JSON.stringify(answers)}`);
    expect(video.path).toMatch(/\/1\.mp4$/);
    expect(audio.path).toMatch(/\/1\.mp4$/);
    const [storedVideo, storedAudio] = await Promise.all([
      storedRecording(video.path),
      storedRecording(audio.path),
    ]);
    expect(storedVideo.contentType).toBe('video/mp4');
    expect(storedAudio.contentType).toBe('audio/mp4');
    expect(fingerprint(storedVideo.bytes)).toEqual(fingerprint(videoMp4));
    expect(fingerprint(storedAudio.bytes)).toEqual(fingerprint(audioMp4));

    // The worker's renditions: the MP4 for every browser (no WebM can be made from H.264 or AAC)
    // and the speech track, each as long as what the candidate recorded.
    const [videoRecording, audioRecording] = await Promise.all([
      settledRecording(sql, { responseId: video.id }, { timeoutMs: 90_000 }),
      settledRecording(sql, { responseId: audio.id }, { timeoutMs: 90_000 }),
    ]);
    expect(videoRecording).toMatchObject({ status: 'READY', has_video: true, seekable_path: null });
    expect(audioRecording).toMatchObject({ status: 'READY', has_video: false, seekable_path: null });
    expect(await renditionObjects(sql, videoRecording.id)).toEqual(
      ['playback.mp4', 'poster.jpg', 'speech.mp3'].map((name) => `${videoRecording.id}/${name}`),
    );
    expect(await renditionObjects(sql, audioRecording.id)).toEqual(
      ['playback.m4a', 'speech.mp3'].map((name) => `${audioRecording.id}/${name}`),
    );
    for (const [recording, length, playback] of [
      [videoRecording, videoLength, 'playback.mp4'],
      [audioRecording, audioLength, 'playback.m4a'],
    ] as const) {
      expect(Math.abs((recording.duration_seconds ?? 0) - length)).toBeLessThan(0.1);
      const played = await renditionLength(`${recording.id}/${playback}`);
      expect(Math.abs(played - length), playback).toBeLessThan(0.1);
      // An MP3 ends on a whole frame (72 ms at 16 kHz) after the encoder's delay: up to two frames more.
      const speech = await renditionLength(`${recording.id}/speech.mp3`);
      expect(speech - length, 'speech.mp3').toBeGreaterThan(-0.1);
      expect(speech - length, 'speech.mp3').toBeLessThan(0.15);
    }

    const reviews = new ReviewsPageObject(await screens.openPage(recruiter));
    await reviews.page.goto(`/reviews/${invitationId}`);
    await reviews.question(/Tell us about a launch/).waitFor();
    const videoDuration = await reviews.loadedMedia('video', 'playback.mp4');
    expect(Math.abs(videoDuration - videoLength)).toBeLessThan(0.1);
    const middle = videoDuration / 2;
    expect(Math.abs((await reviews.seekMedia('video', middle)) - middle)).toBeLessThan(0.5);
    expect(await reviews.playPast('video', middle + 0.5)).toBeGreaterThan(middle + 0.5);

    await reviews.question(/Describe your team/).click();
    const audioDuration = await reviews.loadedMedia('audio', 'playback.m4a');
    expect(Math.abs(audioDuration - audioLength)).toBeLessThan(0.1);
    expect(Math.abs((await reviews.seekMedia('audio', audioDuration / 2)) - audioDuration / 2)).toBeLessThan(
      0.5,
    );
    expect(await reviews.playPast('audio', audioDuration / 2 + 0.5)).toBeGreaterThan(audioDuration / 2 + 0.5);
  });
});
