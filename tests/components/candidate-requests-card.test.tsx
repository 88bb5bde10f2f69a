import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterviewRequestsCard } from '../../src/features/invitations/components/candidate-requests-card.tsx';
import { answerApi, renderScreen, signedIn } from './render.tsx';

const interviewId = '00000000-0000-4000-8000-000000000101';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("an interview page's candidate requests card", () => {
  it('says the requests could not be loaded, with a retry, instead of looking like none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = answerApi(500, { error: 'Database unavailable' });
    const { user } = renderScreen(<InterviewRequestsCard interviewId={interviewId} />, {
      session: signedIn(),
    });
    expect(await screen.findByText('Could not load candidate requests')).toBeTruthy();
    expect(screen.getByText('Candidate requests')).toBeTruthy();
    const calls = fetch.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(calls));
  });
});
