import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { MediaLoadError } from '@/features/reviews/components/media-load-error';
import { PlaybackSpeed } from '@/features/reviews/components/playback-speed';
import { useMediaRecovery } from '@/features/reviews/hooks/use-media-recovery';
import { usePinnedLinks } from '@/features/reviews/hooks/use-pinned-links';
import { captionsOf, CaptionsToggle, CaptionsTrack } from '@/media/captions';
import { formatPlaybackTime } from '@/media/playback-time';
import type { Locale } from '#contract/locale-tags';
import type { PlayableSource } from '#contract/recordings';
import type { ReviewResponse } from '#contract/reviews';

interface AnswerPlayerProps {
  response: ReviewResponse;
  /** The interview's language, which the transcript (and so the captions) is in. */
  language: Locale;
  /** Fetches the review again, which signs its links anew. */
  onRefresh: () => Promise<unknown>;
  /** Holds the media element while it is mounted, so the transcript can seek it. */
  mediaRef: RefObject<HTMLMediaElement | null>;
}

interface PlayerLinks {
  /** The worker's renditions, in the order the browser should try them. */
  sources: PlayableSource[];
  /** The recording as uploaded, played until the renditions are ready. */
  original: string | null;
  poster: string | null;
}

/** What the player loads: the renditions once the recording is READY, the original until then. */
function linksOf(response: ReviewResponse) {
  const { recording } = response;
  if (recording?.status === 'READY' && recording.sources.length > 0) {
    return {
      links: { sources: recording.sources, original: null, poster: recording.poster_url },
      identity: `renditions:${recording.sources.length}`,
      expiresAt: recording.urls_expire_at,
    };
  }
  return {
    links: { sources: [], original: response.media_url, poster: null },
    identity: `original:${response.media_url ? 'signed' : 'missing'}`,
    expiresAt: response.media_url_expires_at,
  };
}

/**
 * What the fallback offers to download: the original recording, as last signed (a refresh that
 * came back without it must not take the link away), else what the player plays (a blind review
 * has no original for the reviewer, only the speech track).
 */
function useDownloadUrl(response: ReviewResponse): string | null {
  const [lastOriginal, setLastOriginal] = useState(response.media_url);
  if (response.media_url !== null && response.media_url !== lastOriginal) setLastOriginal(response.media_url);
  return response.media_url ?? lastOriginal ?? response.recording?.sources[0]?.url ?? null;
}

/**
 * The recording of an answer, seekable: the renditions when ready (real duration, a poster), else
 * the original. A player that fails gets fresh links (use-media-recovery) and resumes where it was,
 * at the speed chosen; if it still fails, docs/product.md §8's fallback shows instead.
 */
export function AnswerPlayer({ response, language, onRefresh, mediaRef }: AnswerPlayerProps) {
  const { t } = useLingui();
  const recovery = useMediaRecovery(onRefresh);
  const current = linksOf(response);
  const { links, version } = usePinnedLinks<PlayerLinks>(
    current.links,
    current.identity,
    current.expiresAt,
    recovery.generation,
  );
  const download = useDownloadUrl(response);
  const [rate, setRate] = useState(1);
  const position = useRef(0);
  const playing = useRef(false);

  if (!links.original && links.sources.length === 0) {
    return (
      <Text c="dimmed" fs="italic">
        <Trans>No media file available</Trans>
      </Text>
    );
  }
  if (recovery.failed) {
    return (
      <MediaLoadError
        format={response.response_format}
        downloadUrl={download}
        retrying={recovery.refreshing}
        onRetry={recovery.retry}
      />
    );
  }

  const changeRate = (next: number) => {
    setRate(next);
    const media = mediaRef.current;
    if (!media) return;
    media.playbackRate = next;
    media.defaultPlaybackRate = next;
  };
  const failed = (event: SyntheticEvent<HTMLMediaElement>) => {
    position.current = event.currentTarget.currentTime;
    recovery.onError();
  };
  // A reloaded player (fresh links) continues at the same place and speed, playing if it was.
  const loaded = (event: SyntheticEvent<HTMLMediaElement>) => {
    const media = event.currentTarget;
    media.defaultPlaybackRate = rate;
    media.playbackRate = rate;
    if (position.current > 0) media.currentTime = position.current;
    if (playing.current) media.play().catch(() => undefined);
  };
  const last = links.sources.length - 1;
  const element = {
    ref: (media: HTMLMediaElement | null) => {
      mediaRef.current = media;
    },
    src: links.original ?? undefined,
    controls: true,
    preload: 'metadata' as const,
    onError: failed,
    onLoadedMetadata: loaded,
    onTimeUpdate: (event: SyntheticEvent<HTMLMediaElement>) => {
      position.current = event.currentTarget.currentTime;
    },
    onPlay: () => {
      playing.current = true;
    },
    // A player taken out of the page pauses too; that is not the reviewer pausing.
    onPause: (event: SyntheticEvent<HTMLMediaElement>) => {
      if (event.currentTarget.isConnected) playing.current = false;
    },
    onPlaying: recovery.onPlaying,
  };
  // With <source> children a failed load is reported by the sources, the last one once none played.
  const sources = links.sources.map((source, index) => (
    <source
      key={source.url}
      src={source.url}
      type={source.type}
      onError={index === last ? () => recovery.onError() : undefined}
    />
  ));
  const duration = response.recording?.status === 'READY' ? response.recording.duration_seconds : null;
  const length = duration === null ? null : formatPlaybackTime(duration);
  // A recording with no picture (an audio answer, or a blind review's speech track) plays as audio.
  const audioOnly = response.response_format === 'AUDIO' || response.recording?.has_video === false;
  // Captions show on a picture; an audio answer's words are in the transcript beside it.
  const captions = audioOnly ? null : captionsOf(response.transcript_segments);

  return (
    <Stack gap="xs">
      {audioOnly ? (
        <audio {...element} key={version} aria-label={t`Audio response`} style={{ width: '100%' }}>
          {sources}
        </audio>
      ) : (
        <video
          {...element}
          key={version}
          aria-label={t`Video response`}
          poster={links.poster ?? undefined}
          style={{ width: '100%', maxHeight: 480, background: 'black', borderRadius: 8 }}
        >
          {sources}
          {captions && <CaptionsTrack segments={captions} language={language} />}
        </video>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {length !== null && t`Length ${length}`}
        </Text>
        <Group gap="xs">
          {captions && <CaptionsToggle />}
          <PlaybackSpeed rate={rate} onChange={changeRate} />
        </Group>
      </Group>
    </Stack>
  );
}
