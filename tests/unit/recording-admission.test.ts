// What the media worker agrees to hand ffmpeg (issue #33 items 4, 5, 7): the container from the
// upload's leading bytes, the streams a browser records, and how long a recording may last.
import { describe, expect, it } from 'vitest';
import {
  admitPackets,
  admitStreams,
  demuxerOf,
  durationLimitOf,
  RefusedRecordingError,
} from '../../worker/media/admission.ts';
import type { Probe } from '../../worker/media/media-tools.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('demuxerOf', () => {
  it('names the demuxer of WebM/Matroska, MP4 and Ogg from their leading bytes', () => {
    expect(demuxerOf(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]))).toBe('matroska');
    expect(demuxerOf(bytes('\0\0\0\x1cftypiso5\0\0\0\0'))).toBe('mov');
    expect(demuxerOf(bytes('OggS\0\x02\0\0'))).toBe('ogg');
  });

  it('names none for playlists, text and anything else', () => {
    expect(demuxerOf(bytes('#EXTM3U\n#EXT-X-TARGETDURATION:2\n'))).toBeNull();
    expect(demuxerOf(bytes('ffconcat version 1.0\nfile a.webm\n'))).toBeNull();
    expect(demuxerOf(bytes("file '/etc/passwd'\n"))).toBeNull();
    expect(demuxerOf(bytes('just some text, named answer.webm'))).toBeNull();
    expect(demuxerOf(new Uint8Array())).toBeNull();
  });
});

describe('durationLimitOf', () => {
  it("is the question's limit under the accommodation, plus 10 s of grace", () => {
    expect(durationLimitOf({ time_limit_seconds: 60, time_accommodation: 'STANDARD' })).toEqual({
      seconds: 70,
      reason: 'The recording is longer than the 1:00 this question allows',
    });
    expect(durationLimitOf({ time_limit_seconds: 60, time_accommodation: 'EXTRA_HALF' }).seconds).toBe(100);
    expect(durationLimitOf({ time_limit_seconds: 600, time_accommodation: 'DOUBLE' }).seconds).toBe(1210);
  });

  it('is 20 minutes for an untimed answer and 15 for a video resume', () => {
    expect(durationLimitOf({ time_limit_seconds: 60, time_accommodation: 'UNTIMED' })).toEqual({
      seconds: 1210,
      reason: 'The recording is longer than the 20:00 an answer without a time limit may last',
    });
    expect(durationLimitOf({ time_limit_seconds: null, time_accommodation: null })).toEqual({
      seconds: 910,
      reason: 'The recording is longer than the 15:00 a video resume may last',
    });
  });

  it("is 3 minutes for a recruiter's video prompt", () => {
    expect(durationLimitOf({ time_limit_seconds: null, time_accommodation: null, is_prompt: true })).toEqual({
      seconds: 190,
      reason: 'The recording is longer than the 3:00 a video question may last',
    });
  });
});

const video = (width: number, height: number) => ({ codec_type: 'video', codec_name: 'vp8', width, height });
const audio = { codec_type: 'audio', codec_name: 'opus' };
const probe = (...streams: Probe['streams']): Probe => ({
  format: { format_name: 'matroska,webm' },
  streams,
});

describe('admitStreams', () => {
  it('admits what browsers record: video and audio, video alone, audio alone, portrait too', () => {
    expect(() => admitStreams(probe(video(1280, 720), audio))).not.toThrow();
    expect(() => admitStreams(probe(video(1920, 1080)))).not.toThrow();
    expect(() => admitStreams(probe(video(1080, 1920), audio))).not.toThrow();
    expect(() => admitStreams(probe(audio))).not.toThrow();
  });

  it('refuses a picture larger than 1920x1080 and streams no browser records', () => {
    expect(() => admitStreams(probe(video(3840, 2160), audio))).toThrow(
      new RefusedRecordingError(
        "The recording's picture is 3840x2160, larger than the 1920x1080 a browser records",
      ),
    );
    const streams =
      'The recording holds other streams than a browser records (one video and one audio at most)';
    expect(() => admitStreams(probe(video(640, 480), video(640, 480), audio))).toThrow(streams);
    expect(() => admitStreams(probe(audio, audio))).toThrow(streams);
    expect(() => admitStreams(probe(audio, { codec_type: 'subtitle' }))).toThrow(streams);
  });
});

describe('admitPackets', () => {
  const limit = durationLimitOf({ time_limit_seconds: 60, time_accommodation: 'STANDARD' });
  const scan = { durationSeconds: 65, videoPackets: 65 * 30, tooLong: false, tooManyPackets: false };

  it('admits a recording within its limit and grace at up to 60 frames a second', () => {
    expect(() => admitPackets(scan, limit)).not.toThrow();
    expect(() => admitPackets({ ...scan, videoPackets: 65 * 60 }, limit)).not.toThrow();
  });

  it('refuses one longer than its limit and grace, or with more frames than a browser records', () => {
    expect(() => admitPackets({ ...scan, durationSeconds: 70.5 }, limit)).toThrow(limit.reason);
    expect(() => admitPackets({ ...scan, tooLong: true }, limit)).toThrow(limit.reason);
    expect(() => admitPackets({ ...scan, videoPackets: 65 * 120 }, limit)).toThrow(
      'The recording has more than 60 frames a second, more than a browser records',
    );
    expect(() => admitPackets({ ...scan, tooManyPackets: true }, limit)).toThrow(
      'The recording holds far more packets than a browser records',
    );
  });
});
