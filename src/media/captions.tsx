import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconBadgeCc } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { chooseCaptions, useCaptionsPreference } from '@/media/captions-preference';
import { webVttCaptions } from '@/media/webvtt-captions';
import type { Locale } from '#contract/locale-tags';
import { localeEnglishNames } from '#contract/locales';
import type { TranscriptSegment } from '#contract/recordings';

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
 * the transcript changes or the player goes. Its `language` is the interview's, which transcription
 * was asked for. Showing while the reviewer wants captions, hidden otherwise (useCaptionsPreference).
 */
export function CaptionsTrack({
  segments,
  language,
}: {
  segments: readonly TranscriptSegment[];
  language: Locale;
}) {
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

  // Labelled in English, as the review pages are, in the players' own captions menus ('Spanish').
  return <track ref={element} kind="captions" srcLang={language} label={localeEnglishNames[language]} />;
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
      <Trans>Captions</Trans>
    </Button>
  );
}
