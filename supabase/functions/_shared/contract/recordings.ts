// A saved recording as the worker made it ready to play (issue #16, docs/architecture.md §3
// recording_media): answers on the review page and video resumes alike.
import { z } from 'zod';
import { timestampSchema } from './common.ts';

/** The private bucket of the worker's renditions, objects `<recording_media.id>/<file>`. */
export const RENDITIONS_BUCKET_ID = 'renditions';

/** Background work on a recording or an answer. */
export const processingStatusSchema = z.enum(['QUEUED', 'PROCESSING', 'READY', 'FAILED']);
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

/** A playable file of a recording, with the MIME type a `<source>` element needs. */
const playableSourceSchema = z.object({
  url: z.string(),
  type: z.string(),
});
export type PlayableSource = z.infer<typeof playableSourceSchema>;

/**
 * A recording's renditions: signed URLs (valid until urls_expire_at) once READY. `sources` lists
 * the seekable WebM first and the MP4 (H.264/AAC) every browser plays second; the player takes
 * the first its browser can play.
 */
export const recordingSchema = z.object({
  status: processingStatusSchema,
  /** Why processing failed, a sentence; null otherwise. */
  error: z.string().nullable(),
  duration_seconds: z.number().nonnegative().nullable(),
  has_video: z.boolean().nullable(),
  poster_url: z.string().nullable(),
  sources: z.array(playableSourceSchema),
  urls_expire_at: timestampSchema.nullable(),
});
export type Recording = z.infer<typeof recordingSchema>;

/** One line of a timestamped transcript, in seconds of the recording. */
export const transcriptSegmentSchema = z.object({
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/**
 * A video prompt's recording (issue #37 item 3) with its captions: what the clip says, timestamped,
 * once the worker has transcribed it; null until then, without an AI provider, or for a silent clip.
 */
export const promptRecordingSchema = recordingSchema.extend({
  transcript_segments: z.array(transcriptSegmentSchema).nullable(),
});
export type PromptRecording = z.infer<typeof promptRecordingSchema>;
