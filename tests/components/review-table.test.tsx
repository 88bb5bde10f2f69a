import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewTable } from '../../src/features/reviews/components/review-table.tsx';
import type { ReviewSummary } from '#contract/reviews';
import { renderScreen } from './render.tsx';

function row(id: string, first_name: string, processing_count: number): ReviewSummary {
  return {
    id,
    first_name,
    last_name: 'Candidate',
    email: `${first_name.toLowerCase()}@example.com`,
    candidate_number: 1,
    anonymous: false,
    status: 'COMPLETED',
    interview_title: 'Frontend engineer',
    created_at: '2026-11-19T10:00:00.000Z',
    completed_at: '2026-11-20T10:00:00.000Z',
    processing_count,
  };
}

describe('the reviews list', () => {
  it('shows on each row how many of its answers are still processing, and nothing once none is', () => {
    renderScreen(
      <ReviewTable
        reviews={[
          row('11111111-1111-4111-8111-111111111111', 'Ada', 2),
          row('22222222-2222-4222-8222-222222222222', 'Bo', 1),
          row('33333333-3333-4333-8333-333333333333', 'Cy', 0),
        ]}
      />,
    );
    expect(
      within(screen.getByRole('row', { name: 'Ada Candidate' })).getByText('2 answers processing'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('row', { name: 'Bo Candidate' })).getByText('1 answer processing'),
    ).toBeVisible();
    expect(within(screen.getByRole('row', { name: 'Cy Candidate' })).queryByText(/processing/)).toBeNull();
  });
});
