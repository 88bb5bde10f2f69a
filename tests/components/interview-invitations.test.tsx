// The Recent Invitations card copies an invitation's link only where the api gave it: to the
// interview's managers; a REVIEWER's list has null there (issue #33, item 12).
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invitation, InvitationSummary } from '#contract/invitations';
import { InterviewInvitations } from '../../src/features/invitations/components/interview-invitations.tsx';
import { renderScreen, signedIn } from './render.tsx';

function invitation(id: string, first: string, token: string | null): Invitation {
  return {
    id,
    interview_id: '00000000-0000-4000-8000-000000000101',
    first_name: first,
    last_name: 'Candidate',
    email: `${first.toLowerCase()}@example.com`,
    candidate_number: 1,
    anonymous: false,
    status: 'COMPLETED',
    unique_link_token: token,
    email_status: 'SENT',
    email_error: null,
    is_test_mode: false,
    created_at: '2026-11-20T10:00:00Z',
    expires_at: '2026-12-20T10:00:00Z',
    interview_title: 'Engineer',
    company_name: 'Acme Corp',
    accommodations: { time: 'STANDARD', extra_attempts: 0, text_answers_allowed: false },
  };
}

function Card({ summary, canManage }: { summary: InvitationSummary; canManage: boolean }) {
  const query = useQuery({ queryKey: ['summary'], queryFn: () => Promise.resolve(summary) });
  return <InterviewInvitations summary={query} canManage={canManage} />;
}

const counts = { total: 1, completed: 1, in_progress: 0, pending: 0 };

describe('Recent Invitations', () => {
  it('offers the manager the link to copy', async () => {
    renderScreen(
      <Card
        summary={{
          counts,
          recent: [invitation('00000000-0000-4000-8000-000000000201', 'Cara', 'tokentokentokentoken12')],
        }}
        canManage
      />,
      { session: signedIn() },
    );
    expect(await screen.findByRole('button', { name: 'Copy invite link for Cara Candidate' })).toBeTruthy();
  });

  it('offers a REVIEWER, who is not given the link, nothing to copy', async () => {
    renderScreen(
      <Card
        summary={{ counts, recent: [invitation('00000000-0000-4000-8000-000000000202', 'Dan', null)] }}
        canManage={false}
      />,
      { session: signedIn() },
    );
    expect(await screen.findByText('Dan Candidate')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copy invite link/ })).toBeNull();
  });
});
