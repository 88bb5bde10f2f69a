import { Box } from '@mantine/core';
import type { Recording } from '#contract/recordings';

interface PromptVideoPlayerProps {
  /** A READY prompt's renditions, signed: the seekable WebM first, the MP4 every browser plays second. */
  recording: Recording;
  /** What the video is, for assistive technology ("Video question 2", "Welcome video"). */
  label: string;
}

/**
 * A recruiter's clip (issue #37 item 3), replayable as often as wanted: the browser's own controls,
 * the poster until it plays, nothing loaded beyond its length until then.
 */
export function PromptVideoPlayer({ recording, label }: PromptVideoPlayerProps) {
  return (
    <Box
      component="video"
      key={recording.sources.map((source) => source.url).join(' ')}
      controls
      playsInline
      preload="metadata"
      poster={recording.poster_url ?? undefined}
      aria-label={label}
      w="100%"
      mah={360}
      bg="black"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {recording.sources.map((source) => (
        <source key={source.url} src={source.url} type={source.type} />
      ))}
    </Box>
  );
}
