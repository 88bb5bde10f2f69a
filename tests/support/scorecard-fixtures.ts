// Scorecards for tests: competencies of an interview and the questions each evaluates, inserted
// as postgres (the scorecard screens and routes are tested on their own), and scorecard inputs for
// the routes: competencies with unique names and five real-looking anchors.
import type { Sql } from 'postgres';
import type { CompetencyInput } from '#contract/scorecards';
import { uniqueName } from './users.ts';

export interface CompetencySeed {
  name?: string;
  description?: string;
  /** What 1..5 mean; "<name>: level n" by default. */
  anchors?: string[];
  /** The questions that evaluate it. */
  questionIds: string[];
}

export interface SeededCompetency {
  id: string;
  name: string;
  anchors: string[];
}

/** Adds `competencies` (in order, after any the interview has) to the interview's scorecard. */
export async function seedScorecard(
  sql: Sql,
  interviewId: string,
  competencies: CompetencySeed[],
): Promise<SeededCompetency[]> {
  const [start] = await sql<{ last: number }[]>`
    select coalesce(max(position), 0)::int as last from public.scorecard_competencies where interview_id = ${interviewId}`;
  const seeded: SeededCompetency[] = [];
  for (const [index, seed] of competencies.entries()) {
    const name = seed.name ?? uniqueName('Competency');
    const anchors = seed.anchors ?? [1, 2, 3, 4, 5].map((level) => `${name}: level ${level}`);
    const [row] = await sql<{ id: string }[]>`
      insert into public.scorecard_competencies (interview_id, position, name, description, anchors)
      values (${interviewId}, ${(start?.last ?? 0) + index + 1}, ${name}, ${seed.description ?? ''}, ${anchors})
      returning id`;
    if (!row) throw new Error('The competency insert returned no row');
    for (const questionId of seed.questionIds) {
      await sql`insert into public.question_competencies (question_id, competency_id) values (${questionId}, ${row.id})`;
    }
    seeded.push({ id: row.id, name, anchors });
  }
  return seeded;
}

/** The interview of an invitation. */
export async function interviewOfInvitation(sql: Sql, invitationId: string): Promise<string> {
  const [row] = await sql<{ interview_id: string }[]>`
    select interview_id from public.invitations where id = ${invitationId}`;
  if (!row) throw new Error(`No invitation ${invitationId}`);
  return row.interview_id;
}

/** A competency named `name` (anchors "<name>: level n"). */
export function competency(name: string, id?: string): CompetencyInput {
  return {
    ...(id ? { id } : {}),
    name,
    description: `What ${name} means here`,
    anchors: [1, 2, 3, 4, 5].map((level) => `${name}: level ${level}`),
  };
}
