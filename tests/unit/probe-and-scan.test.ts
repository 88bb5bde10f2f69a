// The media worker reads a recording once with ffprobe before anything encodes it: every packet's
// timestamps (the real length, the frame rate) and then the streams and container the admission
// and the rendition plan judge. A run stopped at the length limit must not pass for a file
// without streams.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { probeAndScan, type PacketLine } from '../../worker/media/media-tools.ts';
import { inTempDir, liveWebm } from '../support/generated-media.ts';

const options = { timeoutMs: 30_000 };

it("reads every packet, then the recording's streams and container", async () => {
  const packets: PacketLine[] = [];
  const info = await inTempDir(async (dir) => {
    const file = join(dir, 'answer.webm');
    await writeFile(file, await liveWebm({ seconds: 2, size: '320x240', rate: 25 }));
    return probeAndScan({ file, demuxer: 'matroska' }, (packet) => packets.push(packet) > 0, options);
  });

  expect(info.format.format_name).toBe('matroska,webm');
  expect(info.streams).toEqual([
    {
      codec_type: 'video',
      codec_name: 'vp8',
      pix_fmt: 'yuv420p',
      width: 320,
      height: 240,
      disposition: { attached_pic: 0 },
    },
    {
      codec_type: 'audio',
      codec_name: 'opus',
      pix_fmt: undefined,
      width: undefined,
      height: undefined,
      disposition: { attached_pic: 0 },
    },
  ]);
  // 25 frames a second and Opus's 20 ms packets, for 2 s.
  expect(packets.filter((packet) => packet.stream === 0)).toHaveLength(50);
  expect(packets.filter((packet) => packet.stream === 1).length).toBeGreaterThanOrEqual(100);
  const end = Math.max(...packets.map((packet) => packet.end ?? 0));
  expect(end).toBeGreaterThan(1.95);
  expect(end).toBeLessThan(2.1);
});

it('stops where its reader says, having read no stream', async () => {
  let read = 0;
  const info = await inTempDir(async (dir) => {
    const file = join(dir, 'answer.webm');
    await writeFile(file, await liveWebm({ seconds: 2 }));
    return probeAndScan({ file, demuxer: 'matroska' }, () => ++read < 5, options);
  });
  expect(read).toBe(5);
  expect(info).toEqual({ format: {}, streams: [] });
});
