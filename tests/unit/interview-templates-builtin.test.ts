// Our built-in interviews (issue #37 item 4) are what a recruiter starts from: each must pass the
// create-interview checks as written (else the form it fills would refuse to save), keep its id,
// and come with 4 to 6 questions and a scorecard that every recorded or written question feeds.
import { describe, expect, it } from 'vitest';
import { builtinInterviewTemplates } from '#contract/interview-templates-builtin';
import { createInterviewSchema, interviewContentSchema } from '#contract/interviews';

describe.each(builtinInterviewTemplates.map((template) => [template.name, template] as const))(
  'the built-in %s',
  (_name, template) => {
    it('passes the template content checks and the create-interview checks', () => {
      expect(interviewContentSchema.safeParse(template.content).error?.issues).toBeUndefined();
      expect(createInterviewSchema.safeParse(template.content).error?.issues).toBeUndefined();
    });

    it('asks 4 to 6 questions and rates every answer that is not a pick on its scorecard', () => {
      const content = interviewContentSchema.parse(template.content);
      expect(content.questions.length).toBeGreaterThanOrEqual(4);
      expect(content.questions.length).toBeLessThanOrEqual(6);
      expect(content.scorecard?.competencies.length).toBeGreaterThan(0);
      for (const question of content.questions.filter((q) => q.response_format !== 'CHOICE')) {
        expect(question.competency_indices, question.text).not.toEqual([]);
      }
    });
  },
);

it('gives every built-in its own slug and name, the ids staying as they are', () => {
  for (const key of ['slug', 'name'] as const) {
    const values = builtinInterviewTemplates.map((template) => template[key].toLowerCase());
    expect(new Set(values).size).toBe(values.length);
  }
  expect(builtinInterviewTemplates.map((template) => template.slug)).toEqual([
    'customer-support-agent',
    'software-engineer',
    'sales-representative',
    'graduate-campus-hire',
  ]);
});
