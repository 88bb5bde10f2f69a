// A choice answer as the interview step holds it (issue #37 item 1): the pick in the options'
// order, a draft over the saved one, sent only when it differs; 'What to expect' with choices.
import { describe, expect, it } from 'vitest';
import { choiceOf, hasAnswer, submission } from '../../src/features/take/lib/answers.ts';
import { describeFormats } from '../../src/features/take/lib/describe-formats.ts';
import type { TakeAnswer, TakeQuestion } from '#contract/take';

const question = (format: TakeQuestion['response_format'], id = 'q'): TakeQuestion => ({
  id,
  order_number: 1,
  text: 'Which shifts?',
  response_format: format,
  time_limit_seconds: 120,
  thinking_seconds: 0,
  max_attempts: 3,
  multiple_choice: format === 'CHOICE',
  options: format === 'CHOICE' ? ['a', 'b', 'c'].map((label) => ({ id: label, label })) : [],
});

const saved = (ids: string[]): TakeAnswer => ({
  question_id: 'q',
  attempts: 1,
  response_text: null,
  media_path: null,
  take: null,
  choice_option_ids: ids,
  file_path: null,
  file_name: null,
});

describe('a choice answer on the device', () => {
  const choice = question('CHOICE');

  it('is the draft when there is one, else the saved pick, in the options’ order', () => {
    expect(choiceOf(choice, undefined, {})).toEqual([]);
    expect(choiceOf(choice, saved(['c', 'a']), {})).toEqual(['a', 'c']);
    expect(choiceOf(choice, saved(['a']), { q: { optionIds: ['c', 'b'] } })).toEqual(['b', 'c']);
    // An id that is no longer an option is not shown as picked.
    expect(choiceOf(choice, saved(['gone']), {})).toEqual([]);
  });

  it('counts as an answer once something is picked', () => {
    expect(hasAnswer(choice, undefined, {})).toBe(false);
    expect(hasAnswer(choice, saved(['a']), {})).toBe(true);
    expect(hasAnswer(choice, saved(['a']), { q: { optionIds: [] } })).toBe(false);
  });

  it('is sent as option_ids only when it differs from the saved pick', () => {
    expect(submission(choice, undefined, { q: { optionIds: ['b', 'a'] } })).toEqual({
      question_id: 'q',
      option_ids: ['a', 'b'],
    });
    expect(submission(choice, saved(['a', 'b']), { q: { optionIds: ['b', 'a'] } })).toBeNull();
    expect(submission(choice, saved(['a']), {})).toBeNull();
    expect(submission(choice, undefined, {})).toBeNull();
  });
});

describe("'What to expect' with choice questions", () => {
  it('keeps the formats’ sentence and adds one for the choices', () => {
    const mixed = describeFormats([question('VIDEO', '1'), question('CHOICE', '2')]);
    expect(mixed.main).toBe('VIDEO');
    expect(mixed.sentence.message).toBe('Video responses: answer on camera');
    expect(mixed.choices?.message).toBe('Some questions are answered by picking from the options given');
  });

  it('says so when every question is a choice', () => {
    const only = describeFormats([question('CHOICE', '1'), question('CHOICE', '2')]);
    expect(only.main).toBe('CHOICE');
    expect(only.sentence.message).toBe('Multiple-choice questions: pick your answers from the options given');
    expect(only.choices).toBeNull();
  });

  it('has no choice sentence without choices', () => {
    expect(describeFormats([question('TEXT')]).choices).toBeNull();
  });
});
