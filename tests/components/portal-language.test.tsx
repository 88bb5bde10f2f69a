// The candidate portal in the candidate's language (issue #36): the account's choice first, the
// switch in its header saving a new one to the account, and no text left that no catalogue holds.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candidate, CandidateInvitation } from '#contract/candidates';
import type { ConsentReceipt } from '#contract/consent';
import type { VideoResumeView } from '#contract/video-resumes';
import { CandidateDashboardPage } from '../../src/features/candidate/candidate-dashboard-page.tsx';
import { CandidateLoginPage } from '../../src/features/candidate/candidate-login-page.tsx';
import { ConsentReceiptCard } from '../../src/features/consent-receipt/components/consent-receipt-card.tsx';
import { VideoResumePage } from '../../src/features/resumes/video-resume-page.tsx';
import { loadCatalogues } from '../../src/i18n/catalogues.ts';
import { chosenLocale, portalLocale, rememberAccountLocale } from '../../src/i18n/locale-preference.ts';
import { renderScreen, signedIn } from './render.tsx';

const brand = { name: 'Acme', logo_url: null, brand_color: null };

const invitations: CandidateInvitation[] = [
  {
    id: '00000000-0000-4000-8000-000000000401',
    status: 'PENDING',
    unique_link_token: 'AbCdEfGhIjKlMnOpQrStUv',
    interview_title: 'Frontend Engineer',
    company_name: 'Acme',
    workspace: brand,
    created_at: '2026-11-20T09:00:00Z',
    expires_at: '2099-12-24T17:00:00Z',
    completed_at: null,
    data_deleted_after: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000402',
    status: 'COMPLETED',
    unique_link_token: 'BbCdEfGhIjKlMnOpQrStUv',
    interview_title: 'Backend Engineer',
    company_name: 'Acme',
    workspace: brand,
    created_at: '2026-11-01T09:00:00Z',
    expires_at: '2026-11-10T17:00:00Z',
    completed_at: '2026-11-05T10:00:00Z',
    data_deleted_after: '2027-05-04T10:00:00Z',
  },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the portal's requests, as the api would for a candidate whose account chose `locale`. */
function answerPortal(locale: Candidate['locale']) {
  const calls: Call[] = [];
  const candidate: Candidate = {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'lucia@example.com',
    first_name: 'Lucía',
    last_name: 'García',
    locale,
  };
  const answers: Record<string, unknown> = {
    '/candidates/me': candidate,
    '/candidates/invitations': invitations,
    '/candidates/video-resumes': [],
    '/candidates/analytics': { total_views: 0, unique_viewers: 0, recent_views: [], views_by_day: [] },
    '/candidates/feedback': { feedback: [] },
    '/candidates/consents': [],
    '/candidates/self-identification': { answers: [] },
  };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname.replace(/^.*\/functions\/v1\/api/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const answer = method === 'PUT' && path === '/users/me/locale' ? body : answers[path];
    if (answer === undefined) return new Response('{"error":"Not found"}', { status: 404 });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderPortal() {
  return renderScreen(<CandidateDashboardPage />, {
    session: signedIn(),
    path: '/candidate/dashboard',
  });
}

beforeEach(() => {
  localStorage.clear();
  rememberAccountLocale(null);
});

afterEach(async () => {
  rememberAccountLocale(null);
  await loadCatalogues(['candidate'], 'en');
});

describe("The candidate portal in the account's language (issue #36)", () => {
  it("shows the account's language, over the device's", async () => {
    localStorage.setItem('candidate-locale', 'de');
    await loadCatalogues(['candidate'], 'de');
    answerPortal('es');
    renderPortal();
    // The Spanish catalogue downloads once the account's answer names it: a first download (a first
    // transform here) may take longer than findByRole's default second on a busy machine.
    expect(
      await screen.findByRole('heading', { name: '¡Bienvenido, Lucía!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Invitaciones a entrevistas' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Comenzar la entrevista' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it("keeps the device's choice while the account has none", async () => {
    localStorage.setItem('candidate-locale', 'fr');
    answerPortal(null);
    // What the screen's route loads it with (src/routes.tsx).
    await loadCatalogues(['candidate'], portalLocale());
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'Bienvenue, Lucía !' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });

  it('saves a language chosen in the header to the account and remembers it on the device', async () => {
    await loadCatalogues(['candidate'], 'en');
    const calls = answerPortal(null);
    const { user } = renderPortal();
    expect(await screen.findByRole('heading', { name: 'Welcome, Lucía!' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    expect(await screen.findByRole('heading', { name: 'مرحبًا، Lucía!' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', path: '/users/me/locale', body: { locale: 'ar' } }),
    );
    expect(chosenLocale()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

// Lingui's pseudo-locale accents every letter a catalogue holds: a word of plain ASCII letters left
// on the page came from a string typed in the code, unless it is the test's own data.
// Dates are Intl's words, which no pseudo-locale has.
const medium = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const DATA = [
  'Hello from Lucía',
  'Lucía',
  'García',
  'lucia@example.com',
  'video-resume-00000000-0000-4000-8000-000000000501',
  'Frontend Engineer',
  'Backend Engineer',
  'Acme',
  'Wanted Co',
  // The language the notice was read in is named by Intl, and in English for the pseudo-locale.
  'English (en)',
  ...[...invitations.flatMap((i) => [i.created_at, i.expires_at, i.completed_at, i.data_deleted_after])]
    .filter((date): date is string => date !== null)
    .map((date) => medium.format(new Date(date))),
];

function untranslated(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // The language switch names each language in itself, by design.
    if (!node.parentElement?.closest('style, script, option')) texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (element.closest('option')) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => DATA.reduce((rest, data) => rest.split(data).join(' '), text))
    .flatMap((text) => text.match(/\b[A-Za-z]{3,}\b/g) ?? []);
}

describe('The candidate portal leaves no text untranslated', () => {
  it('holds every word of the dashboard in a catalogue (pseudo-locale)', async () => {
    answerPortal(null);
    // The account has no choice: the page stays in the locale its route loaded.
    await loadCatalogues(['candidate'], 'pseudo');
    renderPortal();
    await screen.findByText(/Frontend Engineer/);
    await screen.findByText(/Backend Engineer/);
    expect(untranslated(document.body)).toEqual([]);
  });

  it('holds every word of both sign-in forms in a catalogue (pseudo-locale)', async () => {
    await loadCatalogues(['candidate'], 'pseudo');
    const { user } = renderScreen(<CandidateLoginPage />, {
      path: '/candidate/login',
      url: '/candidate/login?token=AbCdEfGhIjKlMnOpQrStUv',
    });
    await screen.findAllByRole('textbox');
    expect(untranslated(document.body)).toEqual([]);
    // The invitation's link opens on Create; the other form is a click away.
    const buttons = screen.getAllByRole('button');
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryAllByRole('textbox')).toHaveLength(1));
    expect(untranslated(document.body)).toEqual([]);
  });

  for (const isOwner of [true, false]) {
    it(`holds every word of a video resume's page in a catalogue, as its ${isOwner ? 'owner' : 'visitor'} sees it (pseudo-locale)`, async () => {
      const resume: VideoResumeView = {
        id: '00000000-0000-4000-8000-000000000501',
        title: 'Hello from Lucía',
        description: '',
        video_path: 'resumes/lucia.webm',
        public_url: 'video-resume-00000000-0000-4000-8000-000000000501',
        is_active: true,
        views_count: 2,
        created_at: '2026-11-20T09:00:00Z',
        candidate: { first_name: 'Lucía', last_name: 'García', email: 'lucia@example.com' },
        video_url: null,
        video_url_expires_at: null,
        is_owner: isOwner,
        recording: null,
        visitor_workspace: isOwner ? null : brand,
      };
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          const path = new URL(url).pathname;
          const body = path.endsWith('/analytics')
            ? { total_views: 2, unique_viewers: 1, recent_views: [] }
            : path.endsWith('/view')
              ? { views_count: 3 }
              : resume;
          return new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        }),
      );
      await loadCatalogues(['candidate'], 'pseudo');
      renderScreen(<VideoResumePage />, {
        session: signedIn(),
        path: '/resume/:id',
        url: `/resume/${resume.id}`,
      });
      await screen.findByRole('heading', { name: 'Hello from Lucía' });
      if (isOwner) await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
      await waitFor(() => expect(document.querySelector('[aria-busy]')).toBeNull());
      expect(untranslated(document.body)).toEqual([]);
    });
  }

  it('holds every word of a consent receipt, its notice included, in a catalogue (pseudo-locale)', async () => {
    const receipt: ConsentReceipt = {
      candidate_name: 'Lucía García',
      email: 'lucia@example.com',
      interview_title: 'Frontend Engineer',
      company_name: 'Wanted Co',
      notice_version: '2026-11-01',
      locale: 'en',
      ai_analysis_allowed: true,
      retention_days: 180,
      consented_at: '2026-11-20T09:00:00Z',
    };
    await loadCatalogues(['candidate'], 'pseudo');
    // The card, not its page: the page turns to the language the notice was read in.
    renderScreen(<ConsentReceiptCard receipt={receipt} />);
    await screen.findByText('lucia@example.com', { exact: false });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const agreedOn = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(receipt.consented_at),
    );
    expect(
      untranslated(document.body).filter((word) => !agreedOn.includes(word) && word !== 'Lucía'),
    ).toEqual([]);
  });

  it('speaks Spanish on every tab', async () => {
    answerPortal('es');
    const { user } = renderPortal();
    const tabs = await screen.findByRole('tablist');
    await screen.findByRole('tab', { name: 'Videocurrículums' });
    await user.click(within(tabs).getByRole('tab', { name: 'Videocurrículums' }));
    expect(
      await screen.findByText('Aún no hay videocurrículums. Grabe uno para compartirlo con empleadores.'),
    ).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Analíticas' }));
    expect(await screen.findByText('Aún no hay datos de analíticas')).toBeInTheDocument();
  });
});
