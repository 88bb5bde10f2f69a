// The AI Analysis panel on the scorecard: each linked competency with the assistant's score and
// the quotes the worker verified, or why there is no score; an answer too short to judge shows
// "Insufficient evidence" instead of the overall score. The language the model heard is named.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewDetailPage } from '../../src/features/reviews/review-detail-page.tsx';
import type { AiInsights, ReviewDetail } from '#contract/reviews';
import { renderScreen, signedIn } from './render.tsx';
import { REVIEW_ID, reviewOf, serveReview, videoAnswer } from './review-fixtures.ts';

const base: AiInsights = {
  score: 82,
  insufficient_evidence: false,
  summary: 'A clear account of the launch.',
  strengths: ['Ownership'],
  concerns: [],
  communication_quality: 'Clear',
  recommendations: ['Advance'],
  talking_points: [],
  competencies: [
    {
      competency_id: '55555555-5555-4555-8555-555555555551',
      name: 'Ownership',
      score: 4,
      insufficient_evidence: false,
      evidence: ['We shipped on time.'],
      rationale: 'Took the launch to the end.',
    },
    {
      competency_id: '55555555-5555-4555-8555-555555555552',
      name: 'Collaboration',
      score: null,
      insufficient_evidence: false,
      evidence: [],
      rationale: '',
    },
    {
      competency_id: '55555555-5555-4555-8555-555555555553',
      name: 'Craft',
      score: null,
      insufficient_evidence: true,
      evidence: [],
      rationale: 'Nothing was said about the work itself.',
    },
  ],
  heard_language: 'es',
};

async function openReview(review: ReviewDetail) {
  serveReview(() => review);
  const view = renderScreen(<ReviewDetailPage />, { session: signedIn(), path: '/reviews/:id' });
  await view.router.navigate(`/reviews/${REVIEW_ID}`);
  await screen.findByRole('heading', { name: 'Casey Candidate', level: 1 }, { timeout: 10_000 });
}

function competency(name: string): HTMLElement {
  const row = screen.getAllByTestId('ai-competency').find((r) => within(r).queryByText(name) !== null);
  if (!row) throw new Error(`No competency ${name} is shown`);
  return row;
}

describe('the AI Analysis panel on a scorecard', () => {
  it("shows each competency with the assistant's score and verified quote, or why it has none", async () => {
    await openReview(reviewOf(videoAnswer({ analysis_status: 'READY', ai_insights: base })));
    await screen.findByText("Scorecard (AI assistant's view)", {}, { timeout: 5_000 });
    const ownership = competency('Ownership');
    expect(within(ownership).getByText('AI assistant: 4/5')).toBeInTheDocument();
    expect(within(ownership).getByText('We shipped on time.')).toBeInTheDocument();
    expect(within(ownership).getByText('Took the launch to the end.')).toBeInTheDocument();
    expect(within(competency('Collaboration')).getByText('no verified evidence')).toBeInTheDocument();
    expect(within(competency('Craft')).getByText('Insufficient evidence')).toBeInTheDocument();
    expect(screen.getByText('Overall score: 82/100')).toBeInTheDocument();
    expect(screen.getByTestId('ai-heard-language')).toHaveTextContent('Heard: Spanish');
  });

  it('shows "Insufficient evidence" instead of the overall score when there is none', async () => {
    const insufficient: AiInsights = {
      ...base,
      score: null,
      insufficient_evidence: true,
      competencies: [],
      heard_language: null,
    };
    await openReview(reviewOf(videoAnswer({ analysis_status: 'READY', ai_insights: insufficient })));
    expect(await screen.findByTestId('ai-insufficient-evidence', {}, { timeout: 5_000 })).toHaveTextContent(
      'Insufficient evidence',
    );
    expect(screen.queryByText(/Overall score/)).not.toBeInTheDocument();
    expect(screen.queryByText("Scorecard (AI assistant's view)")).not.toBeInTheDocument();
    expect(screen.queryByTestId('ai-heard-language')).not.toBeInTheDocument();
  });
});
