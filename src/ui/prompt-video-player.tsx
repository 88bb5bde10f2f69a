import { Box } from '@mantine/core';
import { captionsOf, CaptionsTrack } from '@/media/captions';
import type { Locale } from '#contract/locale-tags';
import type { PromptRecording } from '#contract/recordings';

interface PromptVideoPlayerProps {
  /** A READY prompt's renditions, signed: the seekable WebM first, the MP4 every browser plays second. */
  recording: PromptRecording;
  /** What the video is, for assistive technology ("Video question 2", "Welcome video"). */
  label: string;
  /** The interview's language, which the clip is spoken (and so captioned) in; none known: no captions. */
  language?: Locale;
}

/**
 * A recruiter's clip (issue #37 item 3), replayable as often as wanted: the browser's own controls,
 * the poster until it plays, nothing loaded beyond its length until then. Once transcribed, its
 * captions are a track as an answer's are: the browser's captions menu turns them on.
 */
export function PromptVideoPlayer({ recording, label, language }: PromptVideoPlayerProps) {
  const captions = captionsOf(recording.transcript_segments);
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
      {captions && language && <CaptionsTrack segments={captions} language={language} />}
    </Box>
  );
}
