import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingsSummaryCard } from '../../src/features/reviews/components/ratings-summary-card.tsx';
import { TeamRatingsPanel } from '../../src/features/reviews/components/team-ratings-panel.tsx';
import type { Rating, RatingsView } from '#contract/evaluations';
import { renderScreen } from './render.tsx';

const REVIEW = '11111111-1111-4111-8111-111111111111';
const ANSWER = '22222222-2222-4222-8222-222222222222';
const SOLVING = '33333333-3333-4333-8333-333333333333';
const TALKING = '44444444-4444-4444-8444-444444444444';
const ME = '55555555-5555-4555-8555-555555555555';
const AT = '2026-11-20T10:00:00.000Z';

const competency = (id: string, position: number, name: string) => ({
  id,
  position,
  name,
  description: '',
  anchors: [1, 2, 3, 4, 5].map((level) => `${name} level ${level}`),
});
const rating = (competency_id: string, score: number): Rating => ({
  response_id: ANSWER,
  competency_id,
  score,
  note: '',
  updated_at: AT,
  edited: false,
});

const before: RatingsView = {
  answers: [
    {
      response_id: ANSWER,
      question_id: '66666666-6666-4666-8666-666666666666',
      order_number: 1,
      question_text: 'Tell us about a hard bug',
      competencies: [competency(SOLVING, 1, 'Problem solving'), competency(TALKING, 2, 'Communication')],
    },
  ],
  my_ratings: [rating(SOLVING, 4)],
  submitted_at: null,
  raters: [],
  others: null,
  means: null,
  disagreements: null,
};

describe('the ratings summary', () => {
  it('keeps Submit ratings disabled, saying why, until every competency is rated', () => {
    renderScreen(<RatingsSummaryCard reviewId={REVIEW} view={before} />);
    expect(screen.getByRole('button', { name: 'Submit ratings' })).toBeDisabled();
    expect(screen.getByText('Rate every competency of every answer before submitting.')).toBeVisible();
    expect(screen.getByText('1 of 2 ratings given.')).toBeVisible();
  });

  it('offers Submit ratings once everything is rated', () => {
    renderScreen(
      <RatingsSummaryCard
        reviewId={REVIEW}
        view={{ ...before, my_ratings: [rating(SOLVING, 4), rating(TALKING, 2)] }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Submit ratings' })).toBeEnabled();
  });
});

describe('everyone’s ratings', () => {
  it('marks only the competencies the view names as disagreeing, with text and not colour alone', () => {
    const after: RatingsView = {
      ...before,
      submitted_at: AT,
      raters: [{ rater_id: ME, name: 'Olive Owner', submitted_at: AT }],
      others: [
        {
          rater_id: ME,
          name: 'Olive Owner',
          submitted_at: AT,
          ratings: [rating(SOLVING, 5), rating(TALKING, 3)],
        },
      ],
      means: { competencies: [], overall: 4 },
      disagreements: [{ response_id: ANSWER, competency_id: SOLVING, min: 3, max: 5 }],
    };
    renderScreen(<TeamRatingsPanel reviewId={REVIEW} responseId={ANSWER} view={after} />);
    const panel = screen.getByRole('region', { name: 'Everyone’s ratings' });
    expect(within(panel).getAllByText('Raters disagree')).toHaveLength(1);
    expect(within(panel).getByRole('row', { name: 'Olive Owner 5' })).toBeVisible();
  });

  it('is not shown before submitting', () => {
    renderScreen(<TeamRatingsPanel reviewId={REVIEW} responseId={ANSWER} view={before} />);
    expect(screen.queryByRole('region', { name: 'Everyone’s ratings' })).toBeNull();
  });
});
