import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowser } from '../support/browser-fixture.ts';
import { uniqueName } from '../../support/users.ts';
import { MediaHarnessPageObject } from './media.po.ts';

// Spec: a take of a few seconds, long enough for several one-second chunks.
const TAKE_MS = 3000;

const screens = useBrowser();
let harness: MediaHarnessPageObject;

beforeEach(async () => {
  harness = new MediaHarnessPageObject(await screens.openPage());
  await harness.open();
});

describe('format negotiation', () => {
  it('picks WebM with VP9 (and Opus) for video in Chromium', async () => {
    expect(await harness.pickFormat('video')).toEqual({
      mimeType: 'video/webm;codecs=vp9,opus',
      contentType: 'video/webm',
      extension: 'webm',
    });
  });

  it('picks WebM with Opus, sound only, for audio', async () => {
    expect(await harness.pickFormat('audio')).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      contentType: 'audio/webm',
      extension: 'webm',
    });
  });
});

describe('recording with the IndexedDB backup', () => {
  it('stores chunks in IndexedDB while recording, and stop() answers the whole recording', async () => {
    const key = `${uniqueName('token')}/question/1`;
    expect(await harness.startRecording('video', key)).toMatchObject({ contentType: 'video/webm' });

    // Chunks arrive every second and are in IndexedDB before the take ends.
    let partial = 0;
    await vi.waitFor(
      async () => {
        const stored = await harness.loadStored(key);
        expect(stored).toMatchObject({ finished: false, contentType: 'video/webm' });
        partial = stored?.size ?? 0;
        expect(partial).toBeGreaterThan(0);
      },
      { timeout: 5000, interval: 200 },
    );

    const recording = await harness.stopRecording(TAKE_MS);
    expect(recording.type).toMatch(/^video\/webm/);
    expect(recording.size).toBeGreaterThan(partial);
    expect(await harness.loadStored(key)).toEqual({
      ...recording,
      contentType: 'video/webm',
      finished: true,
    });
  });

  it('keeps the finished recording across a reload before its upload, until it is deleted', async () => {
    const token = uniqueName('token');
    const key = `${token}/question/1`;
    await harness.startRecording('audio', key);
    const recording = await harness.stopRecording(TAKE_MS);

    await harness.reload();

    expect(await harness.listStored(`${token}/`)).toEqual([key]);
    expect(await harness.loadStored(key)).toEqual({
      ...recording,
      contentType: 'audio/webm',
      finished: true,
    });

    await harness.deleteStored(key);
    expect(await harness.loadStored(key)).toBeNull();
    expect(await harness.listStored(`${token}/`)).toEqual([]);
  });
});

describe('useMediaStream and useRecorder', () => {
  it('go idle → recording → stopped, and a retake under the same key replaces the first take', async () => {
    const key = `${uniqueName('token')}/question/1`;
    await harness.mountRecorderPanel('audio', key);
    await vi.waitFor(async () => expect(await harness.panelLine('Camera').textContent()).toBe('ready'));
    expect(await harness.panelLine('Recorder').textContent()).toBe('idle');

    for (const take of [1, 2]) {
      await harness.button('Start Recording').click();
      await vi.waitFor(async () =>
        expect(await harness.panelLine('Recorder').textContent()).toBe('recording'),
      );
      expect(await harness.panelLine('Format').textContent()).toBe('audio/webm');
      await vi.waitFor(async () => expect((await harness.loadStored(key))?.size ?? 0).toBeGreaterThan(0), {
        timeout: 5000,
        interval: 200,
      });

      await harness.button('Stop Recording').click();
      await vi.waitFor(async () => expect(await harness.panelLine('Recorder').textContent()).toBe('stopped'));
      let recording = await harness.lastPanelBlob();
      await vi.waitFor(async () => {
        recording = await harness.lastPanelBlob();
        expect(recording?.size ?? 0).toBeGreaterThan(0);
      });
      // Only this take is stored: the first one's chunks went when the second started.
      expect(await harness.loadStored(key), `take ${take}`).toEqual({
        ...recording,
        contentType: 'audio/webm',
        finished: true,
      });

      await harness.button('Reset').click();
      await vi.waitFor(async () => expect(await harness.panelLine('Recorder').textContent()).toBe('idle'));
    }
    expect(await harness.page.getByRole('alert').count()).toBe(0);
  });
});
