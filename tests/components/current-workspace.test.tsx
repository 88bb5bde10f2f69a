import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessCheck } from '../../src/auth/access-check.tsx';
import { UserWorkspaces } from '../../src/features/admin/components/user-workspaces.tsx';
import { RecruiterDashboardPage } from '../../src/pages/recruiter-dashboard-page.tsx';
import { renderScreen, signedIn } from './render.tsx';

const userId = '00000000-0000-4000-8000-000000000001';
const acme = '00000000-0000-4000-8000-00000000000a';
const globex = '00000000-0000-4000-8000-00000000000b';
const adasTeam = '00000000-0000-4000-8000-00000000000c';

type WorkspaceRole = 'OWNER' | 'RECRUITER' | 'REVIEWER';

function membership(id: string, name: string, role: WorkspaceRole) {
  return {
    id,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    logo_url: null,
    brand_color: null,
    role,
    language: 'en',
  };
}

function interview(workspaceId: string, title: string) {
  return {
    id: `00000000-0000-4000-8000-0000000001${workspaceId.slice(-2)}`,
    title,
    description: null,
    welcome_video_url: null,
    status: 'ACTIVE',
    created_at: '2026-11-20T10:00:00Z',
    workspace_id: workspaceId,
    created_by_name: 'Olive Owner',
    question_count: 2,
  };
}

const invitation = {
  id: '00000000-0000-4000-8000-000000000201',
  interview_id: interview(acme, 'Acme engineer').id,
  first_name: 'Cara',
  last_name: 'Candidate',
  email: 'cara@example.com',
  candidate_number: 1,
  anonymous: false,
  status: 'PENDING',
  unique_link_token: 'token',
  email_status: 'SENT',
  email_error: null,
  is_test_mode: false,
  created_at: '2026-11-20T10:00:00Z',
  expires_at: '2026-12-20T10:00:00Z',
  interview_title: 'Acme engineer',
  company_name: 'Acme Corp',
  accommodations: { time: 'STANDARD', extra_attempts: 0, text_answers_allowed: false },
};

const interviewsByWorkspace: Record<string, unknown[]> = {
  [acme]: [interview(acme, 'Acme engineer')],
  [globex]: [interview(globex, 'Globex analyst')],
  [adasTeam]: [],
};

/** GET /workspaces/{globex} as a platform admin who is not a member reads it. */
const globexDetail = {
  id: globex,
  name: 'Globex',
  slug: 'globex',
  logo_url: null,
  logo_path: null,
  brand_color: null,
  email_sender_name: null,
  retention_days: 365,
  language: 'en',
  created_at: '2026-11-01T10:00:00Z',
  role: null,
  members: [],
  invitations: [],
};

/** Answers the dashboard's calls as the api would for `user`, listing each workspace's own interviews. */
function answerDashboard(user: { role: string; workspaces: unknown[] }) {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input);
    const workspaceId = url.searchParams.get('workspace_id') ?? '';
    const path = url.pathname.replace(/^.*\/api/, '');
    const body =
      path === '/users/me'
        ? {
            id: userId,
            email: 'olive@example.com',
            first_name: 'Olive',
            last_name: 'Owner',
            google_user_data: { name: 'Olive Owner' },
            locale: null,
            ...user,
          }
        : path === '/dashboard/stats'
          ? { totalInterviews: 1, activeInvitations: 1, completedInterviews: 0, pendingReviews: 0 }
          : path === '/interviews'
            ? (interviewsByWorkspace[workspaceId] ?? [])
            : path === '/invitations'
              ? { invitations: workspaceId === acme ? [invitation] : [], total: 1, page: 1, page_size: 5 }
              : path === `/workspaces/${globex}`
                ? globexDetail
                : null;
    return new Response(JSON.stringify(body), {
      status: body === null ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The first render of a test loads the dashboard's modules, which can take more than findBy's second. */
const FIRST_RENDER = { timeout: 5000 };

/** `screen` once the guard has loaded the current user, as the app renders it. */
function behindGuard(screenUi: ReactElement): ReactElement {
  return <AccessCheck forbidden={() => <h1>Denied</h1>} allowed={() => screenUi} />;
}

function renderDashboard(path = '/dashboard') {
  return renderScreen(behindGuard(<RecruiterDashboardPage />), {
    path: '/dashboard',
    session: signedIn(userId),
    otherPaths: [path === '/dashboard' ? '/unused' : path],
  });
}

function requestedWorkspaces(fetch: ReturnType<typeof answerDashboard>, path: string): (string | null)[] {
  return fetch.mock.calls
    .map(([input]) => new URL(input))
    .filter((url) => url.pathname.endsWith(path))
    .map((url) => url.searchParams.get('workspace_id'));
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the workspace switcher', () => {
  it('lists the current workspace only, switches every list, and remembers the choice', async () => {
    const fetch = answerDashboard({
      role: 'RECRUITER',
      workspaces: [membership(acme, 'Acme Corp', 'OWNER'), membership(globex, 'Globex', 'RECRUITER')],
    });
    const first = renderDashboard();
    expect(await screen.findByText('Acme engineer', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByText('Globex analyst')).not.toBeInTheDocument();
    expect(requestedWorkspaces(fetch, '/interviews')).toEqual([acme]);

    await first.user.click(screen.getByRole('combobox', { name: 'Workspace' }));
    await first.user.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(await screen.findByText('Globex analyst')).toBeInTheDocument();
    expect(screen.queryByText('Acme engineer')).not.toBeInTheDocument();
    expect(requestedWorkspaces(fetch, '/dashboard/stats')).toContain(globex);
    expect(requestedWorkspaces(fetch, '/invitations')).toContain(globex);
    first.unmount();

    renderDashboard();
    expect(await screen.findByText('Globex analyst', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Workspace' })).toHaveValue('Globex');
  });

  it('is not shown to a member of one workspace', async () => {
    answerDashboard({ role: 'RECRUITER', workspaces: [membership(acme, 'Acme Corp', 'OWNER')] });
    renderDashboard();
    expect(await screen.findByText('Acme engineer', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Workspace' })).not.toBeInTheDocument();
  });

  it('offers Workspace settings to an owner only', async () => {
    answerDashboard({
      role: 'RECRUITER',
      workspaces: [membership(acme, 'Acme Corp', 'OWNER'), membership(globex, 'Globex', 'RECRUITER')],
    });
    const { user } = renderDashboard();
    expect(await screen.findByRole('link', { name: 'Workspace settings' }, FIRST_RENDER)).toHaveAttribute(
      'href',
      `/workspaces/${acme}/settings`,
    );
    await user.click(screen.getByRole('combobox', { name: 'Workspace' }));
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    await screen.findByText('Globex analyst');
    expect(screen.queryByRole('link', { name: 'Workspace settings' })).not.toBeInTheDocument();
  });
});

describe('a reviewer on the dashboard', () => {
  it('sees the interviews, who created them and Review Interviews, but no write controls', async () => {
    answerDashboard({ role: 'CANDIDATE', workspaces: [membership(acme, 'Acme Corp', 'REVIEWER')] });
    renderDashboard();
    expect(await screen.findByText('Acme engineer', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText(/Created by Olive Owner/)).toBeInTheDocument();
    expect(await screen.findByText('Cara Candidate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review Interviews' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create New Interview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Acme engineer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Cara Candidate' })).not.toBeInTheDocument();
  });

  it('differs from a recruiter of the same workspace, who has them', async () => {
    answerDashboard({ role: 'CANDIDATE', workspaces: [membership(acme, 'Acme Corp', 'RECRUITER')] });
    renderDashboard();
    expect(await screen.findByText('Cara Candidate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Interview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Acme engineer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Cara Candidate' })).toBeInTheDocument();
  });
});

describe('an admin opening a workspace from the control room', () => {
  it("goes to the workspace's dashboard from Open", async () => {
    answerDashboard({ role: 'ADMIN', workspaces: [membership(adasTeam, "Ada's team", 'OWNER')] });
    const { user, router } = renderScreen(
      behindGuard(<UserWorkspaces workspaces={[{ id: globex, name: 'Globex', role: 'OWNER' }]} />),
      { path: '/admin', session: signedIn(userId), otherPaths: ['/dashboard'] },
    );
    const row = (await screen.findByText('Globex')).closest('li');
    if (!row) throw new Error('Each workspace should be a list item');
    expect(within(row).getByText('OWNER')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Open Globex' }));
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?workspace=${globex}`);
  });

  it('shows the workspace named in the address with a banner and the way back', async () => {
    answerDashboard({ role: 'ADMIN', workspaces: [membership(adasTeam, "Ada's team", 'OWNER')] });
    const { user, router } = renderScreen(
      behindGuard(
        <>
          <UserWorkspaces workspaces={[{ id: globex, name: 'Globex', role: 'OWNER' }]} />
          <RecruiterDashboardPage />
        </>,
      ),
      { path: '/dashboard', session: signedIn(userId) },
    );
    // Open remembers the name; the address names the workspace.
    await user.click(await screen.findByRole('link', { name: 'Open Globex' }));
    expect(await screen.findByText('You are viewing Globex as an administrator')).toBeInTheDocument();
    expect(await screen.findByText('Globex analyst')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('link', { name: 'Create New Interview' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Back to Ada's team" }));
    await waitFor(() => expect(screen.queryByText(/as an administrator/)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Globex analyst')).not.toBeInTheDocument());
  });

  it('names a workspace opened by its address alone, which the control room did not remember', async () => {
    answerDashboard({ role: 'ADMIN', workspaces: [membership(adasTeam, "Ada's team", 'OWNER')] });
    const { router } = renderScreen(behindGuard(<RecruiterDashboardPage />), {
      path: '/dashboard',
      url: `/dashboard?workspace=${globex}`,
      session: signedIn(userId),
    });
    expect(
      await screen.findByText('You are viewing Globex as an administrator', {}, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(await screen.findByText('Globex analyst')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('ignores a workspace in the address that a non-admin does not belong to', async () => {
    const fetch = answerDashboard({
      role: 'RECRUITER',
      workspaces: [membership(acme, 'Acme Corp', 'OWNER')],
    });
    const { router } = renderScreen(behindGuard(<RecruiterDashboardPage />), {
      path: '/dashboard',
      session: signedIn(userId),
    });
    await router.navigate(`/dashboard?workspace=${globex}`);
    expect(await screen.findByText('Acme engineer', {}, FIRST_RENDER)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/as an administrator/)).not.toBeInTheDocument();
    expect(requestedWorkspaces(fetch, '/interviews')).not.toContain(globex);
  });
});
