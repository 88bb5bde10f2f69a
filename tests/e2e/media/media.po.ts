import type { Kind, LiveUploadRequest, MediaHarness, UploadRequest } from './harness-api.ts';
import { PageObject } from '../support/page-object.ts';
import { waitInPage } from '../support/wait-in-page.ts';

export const HARNESS_PATH = '/tests/e2e/media/harness.html';

type Harness = { mediaHarness: MediaHarness };

/** The media harness page: src/media driven through `window.mediaHarness`, plus its rendered hooks. */
export class MediaHarnessPageObject extends PageObject {
  override async open(): Promise<void> {
    await this.page.goto(HARNESS_PATH);
    await waitInPage(this.page, `'mediaHarness' in globalThis`);
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await waitInPage(this.page, `'mediaHarness' in globalThis`);
  }

  pickFormat(kind: Kind) {
    return this.page.evaluate(
      (kind) => (globalThis as unknown as Harness).mediaHarness.pickFormat(kind),
      kind,
    );
  }

  startRecording(kind: Kind, key: string, live?: LiveUploadRequest) {
    return this.page.evaluate(
      ({ kind, key, live }) =>
        (globalThis as unknown as Harness).mediaHarness.startRecording(kind, key, live),
      { kind, key, live },
    );
  }

  finishLiveUpload() {
    return this.page.evaluate(() => (globalThis as unknown as Harness).mediaHarness.finishLiveUpload());
  }

  stopRecording(minimumMs: number) {
    return this.page.evaluate(
      (minimumMs) => (globalThis as unknown as Harness).mediaHarness.stopRecording(minimumMs),
      minimumMs,
    );
  }

  /** Stores `bytes` as a finished take of type `mimeType` under backup key `key`. */
  storeRecording(key: string, bytes: Uint8Array, mimeType: string) {
    return this.page.evaluate(
      ({ key, base64, mimeType }) =>
        (globalThis as unknown as Harness).mediaHarness.storeRecording(key, base64, mimeType),
      { key, base64: Buffer.from(bytes).toString('base64'), mimeType },
    );
  }

  loadStored(key: string) {
    return this.page.evaluate((key) => (globalThis as unknown as Harness).mediaHarness.loadStored(key), key);
  }

  listStored(prefix: string) {
    return this.page.evaluate(
      (prefix) => (globalThis as unknown as Harness).mediaHarness.listStored(prefix),
      prefix,
    );
  }

  deleteStored(key: string) {
    return this.page.evaluate(
      (key) => (globalThis as unknown as Harness).mediaHarness.deleteStored(key),
      key,
    );
  }

  upload(request: UploadRequest) {
    return this.page.evaluate(
      (request) => (globalThis as unknown as Harness).mediaHarness.upload(request),
      request,
    );
  }

  pendingUploads() {
    return this.page.evaluate(() => (globalThis as unknown as Harness).mediaHarness.pendingUploads());
  }

  mountRecorderPanel(kind: Kind, key: string) {
    return this.page.evaluate(
      ({ kind, key }) => (globalThis as unknown as Harness).mediaHarness.mountRecorderPanel(kind, key),
      { kind, key },
    );
  }

  lastPanelBlob() {
    return this.page.evaluate(() => (globalThis as unknown as Harness).mediaHarness.lastPanelBlob());
  }

  /** The recorder panel's line for `name` ('Camera', 'Recorder', 'Format'). */
  panelLine(name: 'Camera' | 'Recorder' | 'Format') {
    return this.page.getByLabel(name, { exact: true });
  }
}
