import { useEffect, useState } from 'react';
import { requestMediaStream, stopTracks } from './media-stream';
import { errorMessage, RECORDING_ERRORS } from './recording-errors';
import type { RecordingKind } from './recording-format';

type MediaStreamStatus = 'idle' | 'requesting' | 'ready' | 'error';

export interface UseMediaStream {
  stream: MediaStream | null;
  status: MediaStreamStatus;
  /** 'Camera and microphone access is required for this interview', or null. */
  error: string | null;
  /** Asks again (after the candidate allowed access in the browser's settings). */
  retry: () => void;
}

interface Outcome {
  request: string;
  stream?: MediaStream;
  error?: string;
}

/**
 * The camera and microphone (microphone only for 'audio') while the component is mounted and
 * `enabled`; the tracks stop on unmount, on a change of kind and when disabled.
 */
export function useMediaStream({
  kind,
  enabled = true,
}: {
  kind: RecordingKind;
  enabled?: boolean;
}): UseMediaStream {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const request = `${kind}:${attempt}`;

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let obtained: MediaStream | null = null;
    requestMediaStream(kind).then(
      (stream) => {
        if (!active) {
          stopTracks(stream);
          return;
        }
        obtained = stream;
        setOutcome({ request, stream });
        // A camera unplugged or taken by another app ends its track (our own stop() fires nothing):
        // say so and offer Try again, rather than a preview that froze and a take that cannot start.
        for (const track of stream.getTracks()) {
          track.addEventListener('ended', () => {
            if (!active) return;
            stopTracks(stream);
            setOutcome({ request, error: RECORDING_ERRORS.mediaAccess });
          });
        }
      },
      (cause: unknown) => {
        if (active) setOutcome({ request, error: errorMessage(cause, RECORDING_ERRORS.mediaAccess) });
      },
    );
    return () => {
      active = false;
      stopTracks(obtained);
    };
  }, [kind, enabled, request]);

  // An outcome of an earlier request (another kind, before a retry) is stale: its tracks are stopped.
  const current = enabled && outcome?.request === request ? outcome : null;
  return {
    stream: current?.stream ?? null,
    status: !enabled ? 'idle' : current?.stream ? 'ready' : current?.error ? 'error' : 'requesting',
    error: current?.error ?? null,
    retry: () => setAttempt((n) => n + 1),
  };
}
