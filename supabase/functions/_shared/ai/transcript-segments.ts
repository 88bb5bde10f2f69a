import type { TranscriptSegment } from '../contract/recordings.ts';

/** A segment as a Whisper-protocol server answers it in `verbose_json` (more fields are ignored). */
interface VerboseSegment {
  start?: unknown;
  end?: unknown;
  text?: unknown;
}

/**
 * The lines of a `verbose_json` transcription as stored and shown: seconds and trimmed text,
 * blank lines and those without usable times left out, in the order of the recording. A server
 * that answers no segments gives an empty list, not an error: the text alone is still a transcript.
 */
export function transcriptSegmentsOf(segments: unknown): TranscriptSegment[] {
  if (!Array.isArray(segments)) return [];
  return segments
    .flatMap((segment: VerboseSegment) => {
      const { start, end, text } = segment ?? {};
      if (typeof start !== 'number' || typeof end !== 'number' || typeof text !== 'string') return [];
      if (!Number.isFinite(start) || !Number.isFinite(end) || start < 0) return [];
      const line = text.trim();
      return line ? [{ start, end: Math.max(start, end), text: line }] : [];
    })
    .sort((a, b) => a.start - b.start);
}
