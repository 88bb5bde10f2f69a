// Issue #37: the options of CHOICE questions, written with their questions in the caller's
// transaction. The database checks at commit that a CHOICE question has 2 to 10 options with one
// not a knockout, and another none; the contract's schema refuses the same first.
import type { Transaction } from '../db.ts';

export interface OptionInput {
  label: string;
  knockout: boolean;
}

/** The options of questions, each list in the order shown (position 1..n). */
export async function insertQuestionOptions(
  tx: Transaction,
  questions: { questionId: string; options: readonly OptionInput[] }[],
): Promise<void> {
  const rows = questions.flatMap(({ questionId, options }) =>
    options.map((option, index) => ({ questionId, position: index + 1, ...option })),
  );
  if (rows.length === 0) return;
  // The knockouts as text: postgres.js sends an array of booleans as one boolean.
  await tx`
    insert into public.question_options (question_id, position, label, knockout)
    select o.question_id, o.position, o.label, o.knockout::boolean
    from unnest(${rows.map((row) => row.questionId)}::uuid[], ${rows.map((row) => row.position)}::int[],
                ${rows.map((row) => row.label)}::text[], ${rows.map((row) => String(row.knockout))}::text[])
           as o(question_id, position, label, knockout)`;
}

/** Whether two option lists say the same, in the same order. */
export function sameOptions(a: readonly OptionInput[], b: readonly OptionInput[]): boolean {
  return (
    a.length === b.length &&
    a.every((option, index) => option.label === b[index]?.label && option.knockout === b[index]?.knockout)
  );
}

/**
 * A question's options in position order as a SQL expression (jsonb, [] for none), for a select
 * whose question is `q`.
 */
export const OPTIONS_OF_Q_SQL = `coalesce((select jsonb_agg(jsonb_build_object('id', o.id, 'label', o.label, 'knockout', o.knockout)
                                     order by o.position)
                   from public.question_options o where o.question_id = q.id), '[]'::jsonb)`;
