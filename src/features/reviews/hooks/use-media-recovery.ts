import { useEffect, useRef, useState } from 'react';

/**
 * The waits before each automatic refresh of an answer's links after its player failed: at once
 * (the usual cause is an expired signed URL), then with backoff. Their number bounds the refreshes,
 * so a recording that can never play (undecodable, storage down) ends in the fallback instead of
 * asking the api for fresh links without end.
 */
const REFRESH_DELAYS_MS = [0, 1_000, 3_000] as const;

/**
 * What a media player does when it fails: fetch fresh links a bounded number of times, then give
 * up until the reviewer presses Retry, which tries once per press.
 */
export function useMediaRecovery(onRefresh: () => Promise<unknown>) {
  const [failed, setFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  // Bumped after every refresh so a fresh player loads even when the link came back unchanged.
  const [generation, setGeneration] = useState(0);
  const refreshesUsed = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A refresh is waiting or on its way: the failing player's further errors are the same failure.
  // (A <source>'s error reaches the media element's onError too, as React bubbles it.) Counted
  // twice, a failure would start a second refresh that ends after the fallback showed and takes
  // it, and its download link, away again.
  const pending = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      pending.current = false;
      setRefreshing(false);
      setFailed(false);
      setGeneration((current) => current + 1);
    }
  };

  const onError = () => {
    if (pending.current) return;
    const delay = REFRESH_DELAYS_MS[refreshesUsed.current];
    if (delay === undefined) {
      setFailed(true);
      return;
    }
    refreshesUsed.current += 1;
    pending.current = true;
    timer.current = setTimeout(() => void refresh(), delay);
  };

  // A player that plays has recovered: a later failure (its link expired) may refresh again.
  const onPlaying = () => {
    refreshesUsed.current = 0;
  };

  const retry = () => {
    refreshesUsed.current = REFRESH_DELAYS_MS.length;
    pending.current = true;
    void refresh();
  };

  return { failed, refreshing, generation, onError, onPlaying, retry };
}
