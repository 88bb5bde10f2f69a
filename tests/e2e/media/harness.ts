// The page the media tests drive (served by the test stack's Vite at /tests/e2e/media/harness.html):
// it puts src/media behind `window.mediaHarness`, whose answers are plain data the Node side can
// compare. Browser code: type-checked with tsconfig.app.json.
import { createElement as h, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadCatalogues } from '@/i18n/catalogues';
import { LiveUpload } from '@/media/live-upload';
import { requestMediaStream, stopTracks } from '@/media/media-stream';
import { Recorder } from '@/media/recorder';
import {
  appendChunk,
  deleteRecording,
  listRecordings,
  loadRecording,
  markFinished,
} from '@/media/recording-backup';
import { pickRecordingFormat, recordingFormatOf, type RecordingContentType } from '@/media/recording-format';
import { uploadRecording } from '@/media/upload-recording';
import { useMediaStream } from '@/media/use-media-stream';
import { useRecorder } from '@/media/use-recorder';
import type { Kind, MediaHarness, RecordingSummary, UploadOutcome } from './harness-api';

async function summarise(blob: Blob): Promise<RecordingSummary> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
  const sha256 = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { size: blob.size, type: blob.type, sha256 };
}

let take: { recorder: Recorder; stream: MediaStream; startedAt: number } | null = null;
let live: { upload: LiveUpload | null; size: number } | null = null;
let panelBlob: RecordingSummary | null = null;
let root: Root | null = null;

function mount(element: ReactElement): void {
  root?.unmount();
  root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(element);
}

function RecorderPanel({ kind, backupKey }: { kind: Kind; backupKey: string }) {
  const media = useMediaStream({ kind });
  const recorder = useRecorder({ kind, backupKey });
  const stop = () =>
    void recorder.stop().then(
      async (blob) => {
        panelBlob = await summarise(blob);
      },
      () => undefined,
    );
  return h(
    'div',
    null,
    h('p', { 'aria-label': 'Camera' }, media.status),
    h('p', { 'aria-label': 'Recorder' }, recorder.state),
    h('p', { 'aria-label': 'Format' }, recorder.format?.contentType ?? ''),
    recorder.error && h('p', { role: 'alert' }, recorder.error),
    h(
      'button',
      {
        type: 'button',
        disabled: !media.stream || recorder.state !== 'idle',
        onClick: () => media.stream && void recorder.start(media.stream),
      },
      'Start Recording',
    ),
    h(
      'button',
      { type: 'button', disabled: recorder.state !== 'recording', onClick: stop },
      'Stop Recording',
    ),
    h('button', { type: 'button', onClick: recorder.reset }, 'Reset'),
  );
}

const harness: MediaHarness = {
  pickFormat(kind) {
    try {
      return pickRecordingFormat(kind);
    } catch (error) {
      return { error: (error as Error).message };
    }
  },

  async startRecording(kind, key, liveRequest) {
    const stream = await requestMediaStream(kind);
    const recorder = new Recorder();
    const contentType = pickRecordingFormat(kind).contentType;
    const current = { upload: null as LiveUpload | null, size: 0 };
    live = liveRequest ? current : null;
    await recorder.start(stream, kind, key, {
      onData: (chunk) => {
        if (!liveRequest) return;
        current.upload ??= new LiveUpload({ ...liveRequest, contentType });
        current.upload.push(chunk);
        current.size += chunk.size;
      },
    });
    take = { recorder, stream, startedAt: performance.now() };
    return recorder.format ?? { mimeType: '', contentType: '', extension: '' };
  },

  async stopRecording(minimumMs) {
    if (!take) throw new Error('No recording in progress');
    const { recorder, stream, startedAt } = take;
    const wait = minimumMs - (performance.now() - startedAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      return await summarise(await recorder.stop());
    } finally {
      stopTracks(stream);
      take = null;
    }
  },

  async finishLiveUpload() {
    if (!live?.upload) throw new Error('No live upload: start a recording with one first');
    let firstProgress: number | null = null;
    try {
      await live.upload.finish({
        totalBytes: live.size,
        onProgress: (sent) => {
          firstProgress ??= sent;
        },
      });
      return { status: 'uploaded', firstProgress };
    } catch (error) {
      return { status: 'failed', message: (error as Error).message };
    } finally {
      live = null;
    }
  },

  async storeRecording(key, base64, mimeType) {
    const format = recordingFormatOf(mimeType);
    if (!format) throw new Error(`No bucket takes ${mimeType}`);
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: mimeType });
    await appendChunk(key, blob);
    await markFinished(key, format);
    return summarise(blob);
  },

  async loadStored(key) {
    const stored = await loadRecording(key);
    if (!stored) return null;
    return { ...(await summarise(stored.blob)), contentType: stored.contentType, finished: stored.finished };
  },

  listStored: (prefix) => listRecordings(prefix),
  deleteStored: (key) => deleteRecording(key),

  async upload({ key, objectName, accessToken, chunkSize, abortAfterBytes }): Promise<UploadOutcome> {
    const stored = await loadRecording(key);
    if (!stored?.contentType) throw new Error(`Nothing stored under ${key}`);
    const controller = new AbortController();
    let firstProgress: number | null = null;
    let bytesSent = 0;
    try {
      await uploadRecording({
        blob: stored.blob,
        objectName,
        contentType: stored.contentType as RecordingContentType,
        accessToken,
        signal: controller.signal,
        ...(chunkSize ? { chunkSize } : {}),
        onProgress: (sent) => {
          firstProgress ??= sent;
          bytesSent = sent;
          if (abortAfterBytes !== undefined && sent >= abortAfterBytes) controller.abort();
        },
      });
      return { status: 'uploaded', firstProgress };
    } catch (error) {
      if (controller.signal.aborted) return { status: 'aborted', bytesSent };
      return { status: 'failed', message: (error as Error).message };
    }
  },

  pendingUploads() {
    return Object.keys(localStorage)
      .filter((key) => key.startsWith('tus::'))
      .map((storageKey) => {
        const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as {
          uploadUrl?: string;
          size?: number;
        };
        return { storageKey, uploadUrl: stored.uploadUrl ?? null, size: stored.size ?? null };
      });
  },

  mountRecorderPanel(kind, key) {
    panelBlob = null;
    mount(h(RecorderPanel, { kind, backupKey: key }));
  },
  lastPanelBlob: () => panelBlob,
};

// As a screen of the app does before it uses src/media: the library's texts (an upload's failure)
// come from the screen's catalogue, which a production build needs loaded.
void loadCatalogues(['take'], 'en').then(() => {
  (window as unknown as { mediaHarness: MediaHarness }).mediaHarness = harness;
  document.title = 'Media library harness (ready)';
});
