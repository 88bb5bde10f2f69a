import type { TranscriptSegment } from '#contract/recordings';

/** Seconds as a WebVTT timestamp, HH:MM:SS.mmm (hours grow past two digits if they must). */
function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms % 1000, 3)}`;
}

/**
 * A cue's text: on one line (a blank line would end the cue) with `&`, `<` and `>` escaped, so the
 * words are shown as said, never read as markup or as a `-->` timing.
 */
function cueText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * WebVTT captions of a timestamped transcript, for a `<track kind="captions">`: a cue per segment,
 * in the order of their starts. A segment with no words or times that are not finite, or that start
 * before the recording, is left out; one that ends before it starts ends where it starts.
 */
export function webVttCaptions(segments: readonly TranscriptSegment[]): string {
  const cues = segments
    .map((segment) => ({ ...segment, text: cueText(segment.text) }))
    .filter(
      ({ start, end, text }) => text !== '' && Number.isFinite(start) && Number.isFinite(end) && start >= 0,
    )
    .map(({ start, end, text }) => ({ start, end: Math.max(start, end), text }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  return (
    [
      'WEBVTT',
      ...cues.map(({ start, end, text }) => `\n${timestamp(start)} --> ${timestamp(end)}\n${text}`),
    ].join('\n') + '\n'
  );
}
