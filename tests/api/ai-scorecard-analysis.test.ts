// AI analysis on the scorecard (issue #18): the worker's analyse_answer scores each competency the
// answer's question is linked to, keeping only quotes found verbatim in what was said (the local
// OpenAI-protocol server answers a fabricated quote beside a real one); an answer too short to
// judge is "Insufficient evidence" without asking the model; no request ever carries an image.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDetailSchema, type AiInsights } from '#contract/reviews';
import { ANALYSIS_SYSTEM_PROMPT } from '#backend/ai/analysis-prompt';
import {
  FABRICATED_QUOTE,
  realQuoteOf,
  recordedRequests,
  TEST_COMPETENCY_SCORE,
  transcriptFor,
} from '../support/openai-server.ts';
import { uniqueName } from '../support/users.ts';
import { expectJson, openDatabase, type Database } from '../support/interview-fixtures.ts';
import { analyze, getReview, seedReview, type SeededReview } from '../support/review-fixtures.ts';
import {
  completeInterview,
  makeRecordingReady,
  settledAnalysisOf,
  speechMp3,
} from '../support/analysis-fixtures.ts';
import { createHash } from 'node:crypto';

let sql: Database;
beforeAll(() => {
  sql = openDatabase();
});
afterAll(async () => {
  await sql.end();
});

const ANCHORS = ['No evidence', 'Some', 'Solid', 'Strong', 'Exceptional'];

/** Two competencies of the review's interview, both linked to each of `questionIds`. */
async function scorecardOf(review: SeededReview, questionIds: string[]) {
  const [interview] = await sql<{ id: string }[]>`
    select interview_id as id from public.invitations where id = ${review.invitationId}`;
  if (!interview) throw new Error(`No invitation ${review.invitationId}`);
  const rows = await sql<{ id: string; name: string }[]>`
    insert into public.scorecard_competencies (interview_id, position, name, description, anchors)
    values (${interview.id}, 1, 'Ownership', 'Takes things to the end', ${ANCHORS}),
           (${interview.id}, 2, 'Collaboration', 'Works with others', ${ANCHORS})
    returning id, name`;
  for (const questionId of questionIds) {
    for (const row of rows) {
      await sql`insert into public.question_competencies (question_id, competency_id)
                values (${questionId}, ${row.id})`;
    }
  }
  return rows;
}

const insightsOf = async (responseId: string) => {
  const stored = await settledAnalysisOf(sql, responseId);
  expect(stored.analysis_status).toBe('READY');
  return stored.ai_insights as unknown as AiInsights;
};

const chatsAbout = (title: string) =>
  recordedRequests((r) => r.endpoint === 'chat.completions' && (r.text?.includes(title) ?? false));

describe('analysis on the scorecard', () => {
  it('keeps the real quote, drops the fabricated one everywhere, and marks a competency left without one', async () => {
    const text = `I took our checkout migration from plan to launch myself ${uniqueName('own')} [openai-test:fabricate=2]`;
    const review = await seedReview(sql, { text });
    const [ownership, collaboration] = await scorecardOf(review, [review.questions.text]);
    if (!ownership || !collaboration) throw new Error('The scorecard was not made');
    expect(await analyze(review.recruiter, review.invitationId, review.responses.text)).toHaveProperty(
      'status',
      202,
    );

    const insights = await insightsOf(review.responses.text);
    expect(insights.competencies).toEqual([
      {
        competency_id: ownership.id,
        name: 'Ownership',
        score: TEST_COMPETENCY_SCORE,
        insufficient_evidence: false,
        evidence: [realQuoteOf(text)],
        rationale: 'competency 1 rationale from the test server',
      },
      {
        competency_id: collaboration.id,
        name: 'Collaboration',
        score: null,
        insufficient_evidence: false,
        evidence: [],
        rationale: '',
      },
    ]);
    expect(JSON.stringify(insights)).not.toContain(FABRICATED_QUOTE);

    const body = await expectJson(await getReview(review.recruiter, review.invitationId), 200);
    expect(JSON.stringify(body)).not.toContain(FABRICATED_QUOTE);
    const shown = reviewDetailSchema.parse(body).responses.find((r) => r.id === review.responses.text);
    expect(shown?.ai_insights?.competencies.map((c) => [c.name, c.score])).toEqual([
      ['Ownership', TEST_COMPETENCY_SCORE],
      ['Collaboration', null],
    ]);

    // The model was given each competency with its description and its five anchors.
    const [chat] = await chatsAbout(review.interviewTitle);
    const sent = JSON.parse(chat?.text?.split('\nuser: ')[1] ?? '{}') as { competencies: unknown };
    expect(sent.competencies).toEqual([
      {
        index: 1,
        name: 'Ownership',
        description: 'Takes things to the end',
        scale: { 1: ANCHORS[0], 2: ANCHORS[1], 3: ANCHORS[2], 4: ANCHORS[3], 5: ANCHORS[4] },
      },
      {
        index: 2,
        name: 'Collaboration',
        description: 'Works with others',
        scale: { 1: ANCHORS[0], 2: ANCHORS[1], 3: ANCHORS[2], 4: ANCHORS[3], 5: ANCHORS[4] },
      },
    ]);
  });

  it('an answer of a few words is "Insufficient evidence", with no score, and the model is not asked', async () => {
    const review = await seedReview(sql, { text: '  Not sure.  ' });
    await scorecardOf(review, [review.questions.text]);
    await analyze(review.recruiter, review.invitationId, review.responses.text);
    const insights = await insightsOf(review.responses.text);
    expect(insights).toMatchObject({ score: null, insufficient_evidence: true });
    expect(insights.competencies.map((c) => [c.score, c.insufficient_evidence])).toEqual([
      [null, true],
      [null, true],
    ]);
    const shown = reviewDetailSchema
      .parse(await expectJson(await getReview(review.recruiter, review.invitationId), 200))
      .responses.find((r) => r.id === review.responses.text);
    expect(shown?.ai_insights).toMatchObject({ score: null, insufficient_evidence: true });
    expect(await chatsAbout(review.interviewTitle)).toEqual([]);
  });

  it('the model may find an answer too unclear to judge: no score is stored', async () => {
    const review = await seedReview(sql, {
      text: `Well it depends on many things really ${uniqueName('vague')} [openai-test:insufficient]`,
    });
    await analyze(review.recruiter, review.invitationId, review.responses.text);
    expect(await insightsOf(review.responses.text)).toMatchObject({
      score: null,
      insufficient_evidence: true,
    });
  });

  it('judges what was said only: the prompt says so, and no request for any answer kind holds an image', async () => {
    for (const word of ['appearance', 'voice', 'accent', 'emotion', 'background']) {
      expect(ANALYSIS_SYSTEM_PROMPT).toContain(word);
    }
    const review = await seedReview(sql, {
      status: 'STARTED',
      text: `I would profile the page first and then split the bundle ${uniqueName('kinds')}`,
    });
    await scorecardOf(review, [review.questions.text, review.questions.video, review.questions.audio]);
    const videoSpeech = await speechMp3(uniqueName('video'));
    await makeRecordingReady(sql, review.responses.video, videoSpeech);
    await makeRecordingReady(sql, review.responses.audio, await speechMp3(uniqueName('audio')));
    await completeInterview(sql, review.invitationId, { queueAnalysis: true });
    for (const id of Object.values(review.responses)) await insightsOf(id);

    const chats = await chatsAbout(review.interviewTitle);
    expect(chats).toHaveLength(3);
    for (const chat of chats) {
      expect(chat.contentKinds).toEqual(['string', 'string']);
      expect(chat.text).not.toMatch(/image_url|input_image|data:image|;base64,/);
    }
    // A transcript's real quote is verified against the transcript.
    const video = await insightsOf(review.responses.video);
    const transcript = transcriptFor(createHash('sha256').update(videoSpeech).digest('hex'));
    expect(video.competencies[0]?.evidence).toEqual([realQuoteOf(transcript)]);
  });
});
