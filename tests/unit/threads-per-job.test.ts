// How many threads one ffmpeg run of the media worker gets: its share of the process's cores.
import { expect, it } from 'vitest';
import { threadsPerJob } from '../../worker/media/media-tools.ts';

it('gives a lone job every core, jobs side by side a core each, and never less than one thread', () => {
  expect(threadsPerJob(4, 1)).toBe(4);
  expect(threadsPerJob(4, 2)).toBe(2);
  expect(threadsPerJob(4, 3)).toBe(1);
  expect(threadsPerJob(2, 2)).toBe(1);
  expect(threadsPerJob(1, 1)).toBe(1);
  expect(threadsPerJob(2, 8)).toBe(1);
});
