// Writing an interview's scorecard inside the caller's transaction: on a new interview (POST
// /interviews) and replacing one (PUT /interviews/{id}/scorecard). Row-level security holds the
// writes to those who manage the interview; the database refuses removing a rated competency.
import { scorecardMessages, type competencyInputSchema } from '../contract/scorecards.ts';
import type { z } from 'zod';
import { errorCodes } from '../contract/errors.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';

type CompetencyInput = z.output<typeof competencyInputSchema>;

/** A question and the competencies (ids) it evaluates. */
interface QuestionLink {
  questionId: string;
  competencyIds: string[];
}

/** Inserts new competencies at the given positions; answers their ids in the order given. */
async function insertCompetencies(
  tx: Transaction,
  interviewId: string,
  rows: { competency: CompetencyInput; position: number }[],
): Promise<string[]> {
  const ids: string[] = [];
  // One at a time: each answer's id must be matched to its input, and there are at most 20.
  for (const { competency, position } of rows) {
    const [row] = await tx<{ id: string }[]>`
      insert into public.scorecard_competencies (interview_id, position, name, description, anchors)
      values (${interviewId}, ${position}, ${competency.name}, ${competency.description}, ${competency.anchors})
      returning id`;
    if (!row) throw new Error('insert … returning gave no competency row');
    ids.push(row.id);
  }
  return ids;
}

async function insertLinks(tx: Transaction, links: QuestionLink[]): Promise<void> {
  const pairs = links.flatMap((link) =>
    link.competencyIds.map((competencyId) => [link.questionId, competencyId]),
  );
  if (pairs.length === 0) return;
  await tx`
    insert into public.question_competencies (question_id, competency_id)
    select * from unnest(${pairs.map((p) => p[0])}::uuid[], ${pairs.map((p) => p[1])}::uuid[])`;
}

/** The id of competency `index`; the contract has checked every index is in range. */
function idAt(ids: string[], index: number): string {
  const id = ids[index];
  if (id === undefined) throw new Error(`No competency ${index}`);
  return id;
}

/** A new interview's scorecard; `links` name competencies by their index in `competencies`. */
export async function writeNewScorecard(
  tx: Transaction,
  interviewId: string,
  competencies: CompetencyInput[],
  links: { questionId: string; indices: number[] }[],
): Promise<void> {
  const ids = await insertCompetencies(
    tx,
    interviewId,
    competencies.map((competency, index) => ({ competency, position: index + 1 })),
  );
  await insertLinks(
    tx,
    links.map((link) => ({
      questionId: link.questionId,
      competencyIds: link.indices.map((i) => idAt(ids, i)),
    })),
  );
}

/**
 * Replaces the scorecard of an interview the caller manages (checked and locked by the caller of
 * this). Kept competencies are updated in place so their ratings stay; a rated one left out makes
 * the database refuse (409) and the whole transaction is undone.
 */
export async function replaceScorecard(
  tx: Transaction,
  interviewId: string,
  competencies: CompetencyInput[],
  links: { question_id: string; competency_indices: number[] }[],
): Promise<void> {
  const existing = new Set(
    (
      await tx<{ id: string }[]>`
      select id from public.scorecard_competencies where interview_id = ${interviewId}`
    ).map((row) => row.id),
  );
  competencies.forEach((competency, index) => {
    if (competency.id && !existing.has(competency.id)) {
      throw new HttpError(400, scorecardMessages.unknownCompetency, {
        code: errorCodes.invalidInput,
        fields: { [`competencies.${index}.id`]: scorecardMessages.unknownCompetency },
      });
    }
  });
  const questionIds = new Set(
    (await tx<{ id: string }[]>`select id from public.questions where interview_id = ${interviewId}`).map(
      (row) => row.id,
    ),
  );
  links.forEach((link, index) => {
    if (!questionIds.has(link.question_id)) {
      throw new HttpError(400, scorecardMessages.unknownQuestion, {
        code: errorCodes.invalidInput,
        fields: { [`links.${index}.question_id`]: scorecardMessages.unknownQuestion },
      });
    }
  });

  const kept = competencies.flatMap((competency) => (competency.id ? [competency.id] : []));
  const removed = [...existing].filter((id) => !kept.includes(id));
  if (removed.length > 0) {
    await tx`delete from public.scorecard_competencies where id = any(${removed}::uuid[])`;
  }
  // Names are unique per interview at once (not deferred): kept ones first take their ids as names,
  // so two competencies may swap names. Positions are checked at commit.
  if (kept.length > 0) {
    await tx`update public.scorecard_competencies set name = id::text where id = any(${kept}::uuid[])`;
  }
  const ids: string[] = [];
  for (const [index, competency] of competencies.entries()) {
    if (competency.id) {
      await tx`
        update public.scorecard_competencies
        set position = ${index + 1}, name = ${competency.name}, description = ${competency.description},
            anchors = ${competency.anchors}
        where id = ${competency.id}`;
      ids.push(competency.id);
    } else {
      ids.push(...(await insertCompetencies(tx, interviewId, [{ competency, position: index + 1 }])));
    }
  }
  await tx`
    delete from public.question_competencies qc
    using public.questions q
    where q.id = qc.question_id and q.interview_id = ${interviewId}`;
  await insertLinks(
    tx,
    links.map((link) => ({
      questionId: link.question_id,
      competencyIds: link.competency_indices.map((i) => idAt(ids, i)),
    })),
  );
}
