import { Button } from '@mantine/core';
import { IconBadgeCc } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { chooseCaptions, useCaptionsPreference } from '@/media/captions-preference';
import { webVttCaptions } from '@/media/webvtt-captions';
import type { TranscriptSegment } from '#contract/recordings';

/** The language transcripts are in until they record their own (issue #36 item 5). */
const TRANSCRIPT_LANGUAGE = 'en';
/** The track's name in the players' own captions menus: the language's ('English'). */
const TRACK_LABEL =
  new Intl.DisplayNames(['en'], { type: 'language' }).of(TRANSCRIPT_LANGUAGE) ?? TRANSCRIPT_LANGUAGE;

/** The segments a player's captions are made of; null when the transcript has none (no track then). */
export function captionsOf(
  segments: readonly TranscriptSegment[] | null | undefined,
): readonly TranscriptSegment[] | null {
  return segments && segments.length > 0 ? segments : null;
}

/** Shows the captions of `element` or hides them; hidden ones stay loaded, so turning them on is immediate. */
function showCaptions(element: HTMLTrackElement | null, on: boolean): void {
  if (element) element.track.mode = on ? 'showing' : 'hidden';
}

/**
 * The `<track>` of a `<video>` (its child) with WebVTT captions of the transcript's `segments`,
 * served as a blob: URL (the Content-Security-Policy's media-src allows blob:) that is revoked when
 * the transcript changes or the player goes. Showing while the reviewer wants captions, hidden
 * otherwise (useCaptionsPreference).
 */
export function CaptionsTrack({ segments }: { segments: readonly TranscriptSegment[] }) {
  const element = useRef<HTMLTrackElement>(null);
  const on = useCaptionsPreference();
  const captions = useMemo(() => webVttCaptions(segments), [segments]);

  // The src is the DOM's, not React's: the URL is made and revoked with the element it serves, and
  // set before the browser's own track selection can try to load a track without one.
  useLayoutEffect(() => {
    const track = element.current;
    if (!track) return;
    const url = URL.createObjectURL(new Blob([captions], { type: 'text/vtt' }));
    track.src = url;
    return () => URL.revokeObjectURL(url);
  }, [captions]);

  useEffect(() => showCaptions(element.current, on), [on]);

  return <track ref={element} kind="captions" srcLang={TRANSCRIPT_LANGUAGE} label={TRACK_LABEL} />;
}

/**
 * Turns captions on or off for every player, remembered in this browser. The players' own
 * captions menus differ by engine (and some have none), so the review screens offer this one.
 */
export function CaptionsToggle() {
  const on = useCaptionsPreference();
  return (
    <Button
      size="xs"
      variant={on ? 'light' : 'default'}
      aria-pressed={on}
      leftSection={<IconBadgeCc size={16} aria-hidden />}
      onClick={() => chooseCaptions(!on)}
    >
      Captions
    </Button>
  );
}
