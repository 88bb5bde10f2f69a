import { storageErrors } from './storage-error.ts';

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * One `bytes=` range of a file of `size` bytes, as the real service reads it: `a-b` (the end
 * clamped to the file), `a-`, or a suffix `-n`. Anything else, several ranges, or a start past the
 * end is answered with 416.
 */
export function parseByteRange(header: string, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size <= 0) throw storageErrors.invalidRange();
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') throw storageErrors.invalidRange();
  if (from === '') {
    const suffix = Number(to);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw storageErrors.invalidRange();
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Number(to);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start || start >= size) {
    throw storageErrors.invalidRange();
  }
  return { start, end: Math.min(end, size - 1) };
}
