// A file answer as the interview step holds it (issue #37 item 2): answered once the server has the
// file, never sent again by Next (FileAnswer sends it as soon as it is uploaded); 'What to expect'
// with file questions; no camera for an interview of file, text and choice questions.
import { describe, expect, it } from 'vitest';
import { hasAnswer, submission } from '../../src/features/take/lib/answers.ts';
import { asksForRecording, describeFormats } from '../../src/features/take/lib/describe-formats.ts';
import type { TakeAnswer, TakeQuestion } from '#contract/take';

const question = (format: TakeQuestion['response_format'], id = 'q'): TakeQuestion => ({
  id,
  order_number: 1,
  text: 'Your CV, please',
  response_format: format,
  time_limit_seconds: 120,
  thinking_seconds: 0,
  max_attempts: 3,
  multiple_choice: false,
  options: format === 'CHOICE' ? ['a', 'b'].map((label) => ({ id: label, label })) : [],
});

const sent: TakeAnswer = {
  question_id: 'q',
  attempts: 1,
  response_text: null,
  media_path: null,
  take: 1,
  choice_option_ids: null,
  file_path: 'i/q/1.pdf',
  file_name: 'cv.pdf',
};

describe('a file answer in the interview step', () => {
  it('is answered once the server has the file, and Next sends nothing', () => {
    expect(hasAnswer(question('FILE'), undefined, {})).toBe(false);
    expect(hasAnswer(question('FILE'), sent, {})).toBe(true);
    expect(submission(question('FILE'), sent, {})).toBeNull();
    expect(submission(question('FILE'), undefined, {})).toBeNull();
  });
});

describe('What to expect with file questions', () => {
  it('adds a sentence for file questions among others', () => {
    const mixed = describeFormats([question('TEXT', '1'), question('FILE', '2')]);
    expect(mixed.main).toBe('TEXT');
    expect(mixed.files?.message).toBe(
      'Some questions ask you to upload a file: a PDF, PNG, JPEG or Word document of up to 20 MB',
    );
  });

  it('says so when every question asks for a file', () => {
    const only = describeFormats([question('FILE', '1'), question('FILE', '2')]);
    expect(only.main).toBe('FILE');
    expect(only.sentence.message).toBe(
      'File questions: upload a PDF, PNG, JPEG or Word document of up to 20 MB for each',
    );
    expect(only.files).toBeNull();
  });

  it('names choices and files when those are all there is', () => {
    const both = describeFormats([question('CHOICE', '1'), question('FILE', '2')]);
    expect(both.sentence.message).toBe('Some questions are answered by picking from the options given');
    expect(both.files?.message).toMatch(/^Some questions ask you to upload a file/);
  });

  it('asks for no camera when no question is recorded', () => {
    expect(asksForRecording([question('FILE'), question('TEXT'), question('CHOICE')])).toBe(false);
    expect(asksForRecording([question('FILE'), question('AUDIO')])).toBe(true);
  });
});
