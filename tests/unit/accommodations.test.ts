// Accommodations as the candidate's questions apply them (src/features/take/lib/accommodated-questions.ts
// and contract/accommodations.ts): the time limit stretched or gone, a recorded question answered
// as text when the candidate writes instead, and the plain words the candidate and reviewers read.
import { describe, expect, it } from 'vitest';
import { describeAccommodations } from '#contract/accommodation-words';
import { accommodatedTimeLimit, NO_ACCOMMODATIONS } from '#contract/accommodations';
import type { TakeQuestion } from '#contract/take';
import {
  accommodatedQuestions,
  answeredAs,
  writtenAnswers,
} from '../../src/features/take/lib/accommodated-questions.ts';

const question = (id: string, seconds: number): TakeQuestion => ({
  id,
  order_number: 1,
  text: 'Why us?',
  response_format: 'VIDEO',
  time_limit_seconds: seconds,
  thinking_seconds: 0,
  max_attempts: 3,
  multiple_choice: false,
  options: [],
});

describe('accommodated time limits', () => {
  it('keeps, stretches by half, doubles, or drops the limit', () => {
    expect(accommodatedTimeLimit(120, 'STANDARD')).toBe(120);
    expect(accommodatedTimeLimit(125, 'EXTRA_HALF')).toBe(188);
    expect(accommodatedTimeLimit(120, 'DOUBLE')).toBe(240);
    expect(accommodatedTimeLimit(120, 'UNTIMED')).toBeNull();
  });

  it('applies to every question', () => {
    const questions = accommodatedQuestions([question('a', 60), question('b', 90)], 'DOUBLE');
    expect(questions.map((q) => q.time_limit_seconds)).toEqual([120, 180]);
  });
});

describe('writing instead of recording', () => {
  it('answers a recorded question as text once the candidate chose to, or wrote before', () => {
    const asked = question('a', 60);
    expect(answeredAs(asked, {}).response_format).toBe('VIDEO');
    expect(answeredAs(asked, { a: true }).response_format).toBe('TEXT');
    const written = writtenAnswers([
      {
        question_id: 'a',
        attempts: 1,
        response_text: 'Typed',
        media_path: null,
        take: null,
        choice_option_ids: null,
        file_path: null,
        file_name: null,
      },
      {
        question_id: 'b',
        attempts: 1,
        response_text: null,
        media_path: 'x/b/1.webm',
        take: 1,
        choice_option_ids: null,
        file_path: null,
        file_name: null,
      },
    ]);
    expect(written).toEqual({ a: true });
  });
});

describe('accommodations in words', () => {
  it('names each one, and none as null', () => {
    expect(describeAccommodations(NO_ACCOMMODATIONS)).toBeNull();
    expect(
      describeAccommodations({ time: 'EXTRA_HALF', extra_attempts: 2, text_answers_allowed: false }),
    ).toBe('1.5 times the time for each answer, 2 more attempts at each question');
    expect(describeAccommodations({ time: 'STANDARD', extra_attempts: 1, text_answers_allowed: true })).toBe(
      '1 more attempt at each question, answering in writing instead of on camera',
    );
  });
});
