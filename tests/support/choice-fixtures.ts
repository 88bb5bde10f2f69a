// Choice questions for the tests (issue #37): seeded as postgres next to an interview's other
// questions, with their options in one statement (the option count is checked at commit).
import type { Database } from './interview-fixtures.ts';

export interface SeededChoiceQuestion {
  id: string;
  /** The options' ids in position order, matching `labels`. */
  optionIds: string[];
}

/**
 * A CHOICE question at `orderNumber` of `interviewId`. `knockouts` names the labels that knock out;
 * a knockout ENDs the interview unless `knockoutAction` says FLAG.
 */
export async function seedChoiceQuestion(
  sql: Database,
  interviewId: string,
  options: {
    orderNumber: number;
    text?: string;
    labels: string[];
    knockouts?: string[];
    multiple?: boolean;
    knockoutAction?: 'END' | 'FLAG';
  },
): Promise<SeededChoiceQuestion> {
  const knockouts = new Set(options.knockouts ?? []);
  return sql.begin(async (tx) => {
    const [question] = await tx<{ id: string }[]>`
      insert into public.questions (interview_id, order_number, text, response_format, multiple_choice, knockout_action)
      values (${interviewId}, ${options.orderNumber}, ${options.text ?? `Choice question ${options.orderNumber}`},
              'CHOICE', ${options.multiple ?? false}, ${options.knockoutAction ?? 'END'})
      returning id`;
    if (!question) throw new Error('The question insert returned no row');
    const optionIds: string[] = [];
    for (const [index, label] of options.labels.entries()) {
      const [option] = await tx<{ id: string }[]>`
        insert into public.question_options (question_id, position, label, knockout)
        values (${question.id}, ${index + 1}, ${label}, ${knockouts.has(label)})
        returning id`;
      if (!option) throw new Error('The option insert returned no row');
      optionIds.push(option.id);
    }
    return { id: question.id, optionIds };
  });
}
