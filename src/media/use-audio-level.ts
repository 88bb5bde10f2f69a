import { useEffect, useState } from 'react';

/** How often the level is read: smooth enough for a meter, cheap enough to leave running. */
const SAMPLE_MS = 100;
/** The quietest level the meter shows; below it reads 0. */
const FLOOR_DB = -60;
/** How far the meter may fall per sample, so that short sounds stay visible. */
const FALL_PER_SAMPLE = 8;

/** The loudness of `samples` on a 0-100 scale from FLOOR_DB to full scale. */
function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, ((decibels - FLOOR_DB) / -FLOOR_DB) * 100)));
}

/**
 * The live loudness of `stream`'s microphone, 0-100, read with a Web Audio AnalyserNode, so that a
 * candidate sees the microphone hears them before answering. 0 without an audio track or Web Audio.
 */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  const hasAudio = (stream?.getAudioTracks().length ?? 0) > 0;

  useEffect(() => {
    if (!stream || !hasAudio || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    // A context made without a recent click starts suspended; the page has had one by now.
    void context.resume().catch(() => undefined);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const measured = levelOf(samples);
      setLevel((shown) => Math.max(measured, shown - FALL_PER_SAMPLE));
    }, SAMPLE_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream, hasAudio]);

  return stream && hasAudio ? level : 0;
}
