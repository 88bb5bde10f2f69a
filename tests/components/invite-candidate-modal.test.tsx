import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InviteCandidateModal } from '../../src/features/invitations/components/invite-candidate-modal.tsx';
import { answerApi, findNotification, renderScreen, sentBody, signedIn } from './render.tsx';

const interviewId = '00000000-0000-4000-8000-0000000000aa';

function renderModal(onClose: () => void = () => {}) {
  return renderScreen(<InviteCandidateModal interviewId={interviewId} opened onClose={onClose} />, {
    path: '/interviews/x',
    session: signedIn(),
  });
}

async function fillIn(user: ReturnType<typeof renderModal>['user'], email: string) {
  await user.type(screen.getByLabelText(/^First Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email Address/), email);
  await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
}

describe('the Invite Candidate form', () => {
  it("shows the contract's messages, sends nothing, and Cancel closes it", async () => {
    const fetch = answerApi(201, {});
    const onClose = vi.fn();
    const { user } = renderModal(onClose);
    await user.type(screen.getByLabelText(/^Email Address/), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("sends the interview with the trimmed, lower-cased address and shows the server's field errors", async () => {
    const fetch = answerApi(400, {
      error: 'Invalid input',
      fields: { email: 'This address cannot be invited' },
    });
    const { user } = renderModal();
    await fillIn(user, ' Ada@Example.COM ');
    await findNotification('Failed to send invitation. Please try again. This address cannot be invited.');
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(sentBody(fetch)).toEqual({
      interview_id: interviewId,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
    });
  });

  it("puts a sending limit's reason in docs/product.md §8's 'Failed to send email: {error}'", async () => {
    answerApi(429, { error: 'This interview has sent its 50 invitations for today.' });
    const { user } = renderModal();
    await fillIn(user, 'ada@example.com');
    await findNotification('Failed to send email: This interview has sent its 50 invitations for today.');
  });
});
