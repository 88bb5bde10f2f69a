import { describe, expect, it } from 'vitest';
import { webVttCaptions } from '../../src/media/webvtt-captions.ts';

describe('WebVTT captions from a transcript', () => {
  it('writes the header, then one cue per segment with HH:MM:SS.mmm timings', () => {
    expect(
      webVttCaptions([
        { start: 0, end: 1.4, text: 'I led the move of our checkout' },
        { start: 1.4, end: 2.9, text: 'to a new payment provider.' },
        { start: 3725.0625, end: 3727.5, text: 'An hour later.' },
      ]),
    ).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:01.400',
        'I led the move of our checkout',
        '',
        '00:00:01.400 --> 00:00:02.900',
        'to a new payment provider.',
        '',
        '01:02:05.063 --> 01:02:07.500',
        'An hour later.',
        '',
      ].join('\n'),
    );
  });

  it("escapes what VTT reads as markup (&, <, >, so also '-->') and keeps each cue on one line", () => {
    expect(
      webVttCaptions([{ start: 0, end: 2, text: ' Tom & Jerry <b>say</b> a --> b\n\nthen  stop ' }]),
    ).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nTom &amp; Jerry &lt;b&gt;say&lt;/b&gt; a --&gt; b then stop\n',
    );
  });

  it('skips empty and invalid segments, and never ends a cue before it starts', () => {
    expect(
      webVttCaptions([
        { start: 0, end: 1, text: '   ' },
        { start: Number.NaN, end: 1, text: 'No start' },
        { start: 1, end: Number.POSITIVE_INFINITY, text: 'No end' },
        { start: -1, end: 1, text: 'Before the recording' },
        { start: 5, end: 4.5, text: 'Ends before it starts' },
      ]),
    ).toBe('WEBVTT\n\n00:00:05.000 --> 00:00:05.000\nEnds before it starts\n');
    expect(webVttCaptions([])).toBe('WEBVTT\n');
  });

  it('orders the cues by their start, as VTT requires, whatever order the segments came in', () => {
    const cues = webVttCaptions([
      { start: 4, end: 6, text: 'Third' },
      { start: 0, end: 2, text: 'First' },
      { start: 2, end: 4, text: 'Second' },
    ]);
    expect(cues.split('\n').filter((line) => /^[A-Z][a-z]+$/.test(line))).toEqual([
      'First',
      'Second',
      'Third',
    ]);
  });
});
