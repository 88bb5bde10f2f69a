import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { contentTypeOf, type RecordingContentType } from './recording-format';

/**
 * A copy of every recording in IndexedDB, written chunk by chunk while the candidate records and
 * kept until the server has confirmed the upload (the screen then calls deleteRecording). A reload,
 * a crash or a closed tab therefore never loses an answer: the screen lists what is left and offers
 * it for upload. Keys are the caller's, e.g. `${token}/${questionId}/${attempt}`.
 */

interface RecordingEntry {
  key: string;
  /** MediaRecorder's type, codecs included (from the first chunk, then from markFinished). */
  mimeType: string;
  contentType: RecordingContentType | null;
  /** True once the recorder stopped cleanly: the chunks form the whole file. */
  finished: boolean;
  size: number;
  chunkCount: number;
  createdAt: number;
  updatedAt: number;
}

interface ChunkEntry {
  recordingKey: string;
  // ArrayBuffer rather than Blob: some Safari versions fail to store Blobs in IndexedDB.
  data: ArrayBuffer;
}

interface BackupSchema extends DBSchema {
  recordings: { key: string; value: RecordingEntry };
  // Auto-increment keys keep the chunks in arrival order within the index.
  chunks: { key: number; value: ChunkEntry; indexes: { 'by-recording': string } };
}

export interface StoredRecording {
  blob: Blob;
  mimeType: string;
  contentType: RecordingContentType | null;
  finished: boolean;
}

const DB_NAME = 'async-interviews-recordings';
const DB_VERSION = 1;

let database: Promise<IDBPDatabase<BackupSchema>> | null = null;

function openBackup(): Promise<IDBPDatabase<BackupSchema>> {
  database ??= openDB<BackupSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('recordings', { keyPath: 'key' });
      db.createObjectStore('chunks', { autoIncrement: true }).createIndex('by-recording', 'recordingKey');
    },
    // Another tab wants a newer schema: let it, and reopen on the next call.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      database = null;
    },
    terminated() {
      database = null;
    },
  }).catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

// Writes per key run one after another: ondataavailable fires faster than a write may finish, and
// chunks stored out of order would make an unplayable file. markFinished and deleteRecording queue
// behind the chunks already handed over.
const queues = new Map<string, Promise<unknown>>();

function enqueue<T>(key: string, task: () => Promise<T>): Promise<T> {
  const result = (queues.get(key) ?? Promise.resolve()).then(task);
  const settled = result.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return result;
}

function newEntry(key: string, mimeType: string): RecordingEntry {
  const now = Date.now();
  return {
    key,
    mimeType,
    contentType: contentTypeOf(mimeType) ?? null,
    finished: false,
    size: 0,
    chunkCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** Stores one chunk of the recording under `key`, after the chunks appended before it. */
export function appendChunk(key: string, chunk: Blob): Promise<void> {
  return enqueue(key, async () => {
    const data = await chunk.arrayBuffer();
    const db = await openBackup();
    const tx = db.transaction(['recordings', 'chunks'], 'readwrite');
    const recordings = tx.objectStore('recordings');
    const entry = (await recordings.get(key)) ?? newEntry(key, chunk.type);
    await tx.objectStore('chunks').add({ recordingKey: key, data });
    await recordings.put({
      ...entry,
      // More data after a clean stop means a new take under the same key: no longer the whole file.
      finished: false,
      size: entry.size + data.byteLength,
      chunkCount: entry.chunkCount + 1,
      updatedAt: Date.now(),
    });
    await tx.done;
  });
}

/** Marks the recording under `key` as complete, once every chunk appended so far is stored. */
export function markFinished(
  key: string,
  format: { mimeType: string; contentType: RecordingContentType },
): Promise<void> {
  return enqueue(key, async () => {
    const db = await openBackup();
    const tx = db.transaction('recordings', 'readwrite');
    const entry = (await tx.store.get(key)) ?? newEntry(key, format.mimeType);
    await tx.store.put({
      ...entry,
      mimeType: format.mimeType,
      contentType: format.contentType,
      finished: true,
      updatedAt: Date.now(),
    });
    await tx.done;
  });
}

/** The recording stored under `key` as one Blob, or null when nothing (or no data) is stored. */
export function loadRecording(key: string): Promise<StoredRecording | null> {
  // Queued too, so a load right after an append or markFinished sees it.
  return enqueue(key, async () => {
    const db = await openBackup();
    const tx = db.transaction(['recordings', 'chunks'], 'readonly');
    const entry = await tx.objectStore('recordings').get(key);
    const chunks = await tx.objectStore('chunks').index('by-recording').getAll(key);
    await tx.done;
    if (!entry || chunks.length === 0) return null;
    return {
      blob: new Blob(
        chunks.map((chunk) => chunk.data),
        { type: entry.mimeType || entry.contentType || '' },
      ),
      mimeType: entry.mimeType,
      contentType: entry.contentType,
      finished: entry.finished,
    };
  });
}

/** The keys of every stored recording starting with `prefix`, in key order. */
export async function listRecordings(prefix: string): Promise<string[]> {
  const db = await openBackup();
  return db.getAllKeys('recordings', IDBKeyRange.bound(prefix, `${prefix}\uffff`));
}

/** Removes the recording under `key` and its chunks (after the server confirmed its upload). */
export function deleteRecording(key: string): Promise<void> {
  return enqueue(key, async () => {
    const db = await openBackup();
    const tx = db.transaction(['recordings', 'chunks'], 'readwrite');
    const chunks = tx.objectStore('chunks');
    const chunkKeys = await chunks.index('by-recording').getAllKeys(key);
    await Promise.all([
      tx.objectStore('recordings').delete(key),
      ...chunkKeys.map((id) => chunks.delete(id)),
    ]);
    await tx.done;
  });
}
