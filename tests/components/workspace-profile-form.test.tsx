// The workspace's language (issue #36 item 3): an owner chooses it with the rest of the profile.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkspaceDetail } from '#contract/workspaces';
import { WorkspaceProfileForm } from '../../src/features/workspaces/components/workspace-profile-form.tsx';
import { answerApi, findNotification, renderScreen, sentBody, signedIn } from './render.tsx';

const workspace: WorkspaceDetail = {
  id: '00000000-0000-4000-8000-000000000201',
  name: 'Acme Corp',
  slug: 'acme',
  logo_url: null,
  brand_color: null,
  logo_path: null,
  email_sender_name: null,
  retention_days: 365,
  language: 'en',
  created_at: '2026-11-01T10:00:00Z',
  role: 'OWNER',
  members: [],
  invitations: [],
};

/** The input of a Select labelled `label` (its open dropdown carries the label too). */
function selectInput(label: RegExp): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
}

describe('the workspace profile form', () => {
  it('saves the language an owner chooses with the rest of the profile', async () => {
    const fetch = answerApi(200, { ...workspace, language: 'es' });
    const { user } = renderScreen(<WorkspaceProfileForm workspace={workspace} editable />, {
      session: signedIn(),
    });
    expect(selectInput(/^Language/)).toHaveValue('English');
    await user.click(selectInput(/^Language/));
    await user.click(await screen.findByRole('option', { name: /^Español/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await findNotification('Workspace settings saved');
    expect(sentBody(fetch)).toMatchObject({ name: 'Acme Corp', language: 'es' });
  });

  it('shows another member the language, read-only', () => {
    renderScreen(<WorkspaceProfileForm workspace={{ ...workspace, language: 'ar' }} editable={false} />, {
      session: signedIn(),
    });
    expect(selectInput(/^Language/)).toHaveValue('العربية — Arabic');
    expect(selectInput(/^Language/)).toHaveAttribute('readonly');
  });
});
