import { describe, expect, it } from 'vitest';
import {
  createInterviewFormSchema,
  initialCreateInterviewValues,
  newQuestionRow,
  payloadToFormPath,
  validateCreateInterview,
  type CreateInterviewValues,
} from '../../src/features/interviews/lib/create-interview-values.ts';

/** What the form does on submit: its validator's errors, or the payload the schema makes. */
function checkCreateInterview(values: CreateInterviewValues) {
  const errors = validateCreateInterview(values);
  if (Object.keys(errors).length > 0) return { ok: false as const, errors };
  return { ok: true as const, payload: createInterviewFormSchema.parse(values) };
}

function values(overrides: Partial<CreateInterviewValues>): CreateInterviewValues {
  return { ...initialCreateInterviewValues(), ...overrides };
}

function question(text: string, extra: Partial<ReturnType<typeof newQuestionRow>> = {}) {
  return { ...newQuestionRow(), text, ...extra };
}

describe('the create-interview form', () => {
  it('starts with one VIDEO question of 120 seconds', () => {
    const [row] = initialCreateInterviewValues().questions;
    expect(row).toMatchObject({ text: '', response_format: 'VIDEO', time_limit_seconds: 120 });
  });

  it('drops blank questions, omits empty optional fields and trims what it sends', () => {
    const check = checkCreateInterview(
      values({
        title: '  Engineer ',
        description: '   ',
        welcome_video_url: '',
        questions: [
          question(' '),
          question(' Why us? ', { response_format: 'TEXT', time_limit_seconds: 300 }),
        ],
      }),
    );
    expect(check).toEqual({
      ok: true,
      payload: {
        title: 'Engineer',
        questions: [
          {
            text: 'Why us?',
            response_format: 'TEXT',
            time_limit_seconds: 300,
            thinking_seconds: 0,
            max_attempts: 3,
            multiple_choice: false,
            knockout_action: 'END',
            options: [],
            competency_indices: [],
          },
        ],
        anonymous_review: false,
        practice_question: true,
        default_deadline_days: 7,
        reminder_hours: [48, 24],
      },
    });
  });

  it('sends the scorecard with each question linked by competency index, skipping removed ones', () => {
    const anchors = ['a', 'b', 'c', 'd', 'e'];
    const competencies = [
      { key: 'k-talk', name: 'Talk', description: '', anchors },
      { key: 'k-code', name: ' Code ', description: ' Writes it ', anchors },
    ];
    const check = checkCreateInterview(
      values({
        title: 'T',
        anonymous_review: true,
        competencies,
        questions: [question('Q', { competency_keys: ['k-code', 'k-gone', 'k-talk'] })],
      }),
    );
    expect(check).toMatchObject({
      ok: true,
      payload: {
        anonymous_review: true,
        questions: [{ text: 'Q', competency_indices: [1, 0] }],
        scorecard: {
          competencies: [
            { name: 'Talk', description: '', anchors },
            { name: 'Code', description: 'Writes it', anchors },
          ],
        },
      },
    });
  });

  it("puts a competency's errors on the builder's fields, and the server's too", () => {
    const rows = [
      { key: 'a', name: 'Same', description: '', anchors: ['1', '2', '3', '4', '5'] },
      { key: 'b', name: 'same', description: '', anchors: ['1', '2', '', '4', '5'] },
    ];
    const errors = validateCreateInterview(
      values({ title: 'T', competencies: rows, questions: [question('Q')] }),
    );
    expect(errors).toEqual({
      'competencies.1.name': 'Each competency needs its own name',
      'competencies.1.anchors.2': 'Describe what this level means',
    });
    const toForm = payloadToFormPath(values({ questions: [question(''), question('Q')] }));
    expect(toForm(['scorecard', 'competencies', 0, 'name'])).toBe('competencies.0.name');
    expect(toForm(['questions', 0, 'competency_indices'])).toBe('questions.1.competency_keys');
  });

  it('gives an emptied time limit the default', () => {
    const check = checkCreateInterview(
      values({ title: 'T', questions: [question('Q', { time_limit_seconds: '' })] }),
    );
    expect(check.ok && check.payload.questions[0]?.time_limit_seconds).toBe(120);
  });

  it('puts each error on its field, by the row as entered', () => {
    const check = checkCreateInterview(
      values({
        title: ' ',
        welcome_video_url: 'not a url',
        questions: [question(''), question('Q', { time_limit_seconds: 20 })],
      }),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual([
      'questions.1.time_limit_seconds',
      'title',
      'welcome_video_url',
    ]);
    expect(check.errors.title).toBe('Title is required');
  });

  it('asks for a question under the first row when every row is blank', () => {
    const check = checkCreateInterview(values({ title: 'T', questions: [question(''), question('  ')] }));
    expect(check).toEqual({ ok: false, errors: { 'questions.0.text': 'At least one question is required' } });
  });

  it("maps the api's field paths, which count only the questions sent, back to form rows", () => {
    const toFormPath = payloadToFormPath(
      values({ questions: [question(''), question('A'), question(''), question('B')] }),
    );
    expect(toFormPath(['questions', 1, 'text'])).toBe('questions.3.text');
    expect(toFormPath(['questions', 0, 'time_limit_seconds'])).toBe('questions.1.time_limit_seconds');
    expect(toFormPath(['title'])).toBe('title');
  });

  it("sends each question's thinking time and attempts and the candidate settings, checked by the contract", () => {
    const check = checkCreateInterview(
      values({
        title: 'T',
        questions: [question('Q', { thinking_seconds: 30, max_attempts: 1 })],
        practice_question: false,
        default_deadline_days: 3,
        reminder_hours: ['24', '72'],
        decision_due_on: '2027-02-01',
      }),
    );
    expect(check).toMatchObject({
      ok: true,
      payload: {
        questions: [{ thinking_seconds: 30, max_attempts: 1 }],
        practice_question: false,
        default_deadline_days: 3,
        reminder_hours: [72, 24],
        decision_due_on: '2027-02-01',
      },
    });
    expect(
      checkCreateInterview(
        values({
          title: 'T',
          questions: [question('Q', { thinking_seconds: 301, max_attempts: 6 })],
          default_deadline_days: 0,
        }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        'questions.0.thinking_seconds': 'Thinking time must be a whole number of seconds from 0 to 300',
        'questions.0.max_attempts': 'Attempts must be a whole number from 1 to 5',
        default_deadline_days: 'The default deadline must be a whole number of days from 1 to 90',
      },
    });
  });

  it("sends the language chosen, none when left empty (the workspace's), and checks it against the contract's list", () => {
    expect(checkCreateInterview(values({ title: 'T', questions: [question('Q')] }))).toMatchObject({
      ok: true,
      payload: expect.not.objectContaining({ language: expect.anything() }),
    });
    expect(
      checkCreateInterview(values({ title: 'T', questions: [question('Q')], language: 'pt-BR' })),
    ).toMatchObject({ ok: true, payload: { language: 'pt-BR' } });
    expect(
      checkCreateInterview(values({ title: 'T', questions: [question('Q')], language: 'xx' as 'en' })),
    ).toEqual({ ok: false, errors: { language: 'Choose a language: en, es, fr, de, pt-BR, ar' } });
  });
});
