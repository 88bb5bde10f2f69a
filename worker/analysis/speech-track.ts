// A recording's small speech track (the worker's rendition made for transcription), read into memory
// for the AI provider: answers and video prompts alike are transcribed from it, never the original.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WorkerContext } from '../context.ts';
import { RENDITIONS_BUCKET_ID } from '#contract/recordings';

export async function speechTrackOf(ctx: WorkerContext, speechPath: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(ctx.env.WORKER_TMP_DIR ?? tmpdir(), 'speech-track-'));
  try {
    const file = join(dir, 'speech.mp3');
    await ctx.storage.download(RENDITIONS_BUCKET_ID, speechPath, file);
    return new Uint8Array(await readFile(file));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
