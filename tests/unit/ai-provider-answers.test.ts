// How the worker reads two parts of an AI provider's answers: the wait a 429 asks for, and the
// timestamped lines of a verbose_json transcription.
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '#backend/ai/retry-after';
import { transcriptSegmentsOf } from '#backend/ai/transcript-segments';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  const of = (headers: Record<string, string>) => retryAfterSeconds(new Headers(headers), now);

  it('reads Retry-After in seconds', () => {
    expect(of({ 'retry-after': '20' })).toBe(20);
    expect(of({ 'retry-after': ' 0.5 ' })).toBe(0.5);
  });

  it('prefers OpenAI’s retry-after-ms, in milliseconds', () => {
    expect(of({ 'retry-after-ms': '1500', 'retry-after': '20' })).toBe(1.5);
  });

  it('reads Retry-After as an HTTP date, from now', () => {
    expect(of({ 'retry-after': 'Wed, 25 Nov 2026 10:00:30 GMT' })).toBe(30);
    expect(of({ 'retry-after': 'Wed, 25 Nov 2026 09:59:00 GMT' })).toBe(0);
  });

  it('caps a wait longer than an hour at an hour', () => {
    expect(of({ 'retry-after': '86400' })).toBe(3600);
  });

  it('says nothing when the headers say nothing usable', () => {
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
    expect(of({})).toBeUndefined();
    expect(of({ 'retry-after': 'soon' })).toBeUndefined();
    expect(of({ 'retry-after': '-5' })).toBeUndefined();
    expect(of({ 'retry-after-ms': 'x', 'retry-after': '3' })).toBe(3);
  });
});

describe('transcriptSegmentsOf', () => {
  it('keeps start, end and the trimmed text of each segment, in time order', () => {
    expect(
      transcriptSegmentsOf([
        { id: 1, seek: 0, start: 2.5, end: 4, text: ' and then we shipped. ', tokens: [1] },
        { id: 0, seek: 0, start: 0, end: 2.5, text: ' I led the launch', avg_logprob: -0.1 },
      ]),
    ).toEqual([
      { start: 0, end: 2.5, text: 'I led the launch' },
      { start: 2.5, end: 4, text: 'and then we shipped.' },
    ]);
  });

  it('leaves out blank lines and segments without usable times', () => {
    expect(
      transcriptSegmentsOf([
        { start: 0, end: 1, text: '   ' },
        { start: '1', end: 2, text: 'a string start' },
        { start: -1, end: 2, text: 'before the start' },
        { start: 3, end: Number.NaN, text: 'no end' },
        null,
        { start: 5, end: 4, text: 'end before start' },
      ]),
    ).toEqual([{ start: 5, end: 5, text: 'end before start' }]);
  });

  it('answers no segments when the server sent none', () => {
    expect(transcriptSegmentsOf(undefined)).toEqual([]);
    expect(transcriptSegmentsOf({ text: 'x' })).toEqual([]);
  });
});
