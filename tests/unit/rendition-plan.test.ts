// Which renditions the media worker makes of a recording, from ffprobe's view of it.
import { describe, expect, it } from 'vitest';
import type { Probe } from '../../worker/media/media-tools.ts';
import { planRenditions, posterTime, UnreadableRecordingError } from '../../worker/media/rendition-plan.ts';

const video = (codec_name: string, pix_fmt = 'yuv420p') => ({ codec_type: 'video', codec_name, pix_fmt });
const audio = (codec_name: string) => ({ codec_type: 'audio', codec_name });
const probe = (format_name: string, ...streams: Probe['streams']): Probe => ({
  format: { format_name },
  streams,
});

describe('planRenditions', () => {
  it('remuxes a VP8/Opus WebM into the seekable WebM and encodes the H.264/AAC MP4', () => {
    const plan = planRenditions(probe('matroska,webm', video('vp8'), audio('opus')));
    expect(plan).toMatchObject({ hasVideo: true, hasAudio: true });
    expect(plan.seekable).toEqual(['-map', '0:v:0', '-map', '0:a:0', '-c', 'copy', '-f', 'webm']);
    expect(plan.playback.file).toBe('playback.mp4');
    expect(plan.playback.args).toEqual(expect.arrayContaining(['libx264', 'yuv420p', 'aac', '+faststart']));
    expect(plan.speech).toEqual(expect.arrayContaining(['-ac', '1', '-ar', '16000', 'libmp3lame']));
  });

  it("encodes H.264 on the run's threads, one unless told", () => {
    const threadsOf = (args: string[]) => args[args.indexOf('-threads') + 1];
    const source = probe('matroska,webm', video('vp8'), audio('opus'));
    expect(threadsOf(planRenditions(source).playback.args)).toBe('1');
    expect(threadsOf(planRenditions(source, 2).playback.args)).toBe('2');
  });

  it('only moves the index of a Safari H.264/AAC MP4 to the front, and makes no WebM of it', () => {
    const plan = planRenditions(probe('mov,mp4,m4a,3gp,3g2,mj2', video('h264'), audio('aac')));
    expect(plan.seekable).toBeNull();
    expect(plan.playback.args).toEqual([
      '-map',
      '0:v:0',
      '-map',
      '0:a:0',
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
    ]);
  });

  it('encodes an MP4 whose video is not H.264 yuv420p', () => {
    const plan = planRenditions(probe('mov,mp4,m4a,3gp,3g2,mj2', video('hevc'), audio('aac')));
    expect(plan.playback.args).toContain('libx264');
  });

  it('makes an M4A and no poster-bearing video of an audio-only Ogg/Opus recording', () => {
    const plan = planRenditions(probe('ogg', audio('opus')));
    expect(plan.hasVideo).toBe(false);
    expect(plan.seekable).toEqual(['-map', '0:a:0', '-c', 'copy', '-f', 'webm']);
    expect(plan.playback).toMatchObject({ file: 'playback.m4a', contentType: 'audio/mp4' });
  });

  it('makes no WebM of a Matroska file holding H.264 (WebM cannot hold it)', () => {
    expect(planRenditions(probe('matroska,webm', video('h264'), audio('opus'))).seekable).toBeNull();
  });

  it('has no speech track for a recording without sound', () => {
    expect(planRenditions(probe('matroska,webm', video('vp9'))).speech).toBeNull();
  });

  it('refuses a file with neither audio nor video', () => {
    expect(() => planRenditions(probe('matroska,webm'))).toThrow(UnreadableRecordingError);
    expect(() =>
      planRenditions(
        probe('matroska,webm', {
          codec_type: 'video',
          codec_name: 'mjpeg',
          disposition: { attached_pic: 1 },
        }),
      ),
    ).toThrow(UnreadableRecordingError);
  });
});

describe('posterTime', () => {
  it('is a second in, a third of a very short answer, 0 without a duration', () => {
    expect(posterTime(60)).toBe(1);
    expect(posterTime(1.5)).toBe(0.5);
    expect(posterTime(null)).toBe(0);
  });
});
