import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthStep } from '../../src/features/take/components/auth-step.tsx';
import { CompleteStep } from '../../src/features/take/components/complete-step.tsx';
import { InterviewStep } from '../../src/features/take/components/interview-step.tsx';
import { NoticeStep } from '../../src/features/take/components/notice-step.tsx';
import { TakeBrandFrame } from '../../src/features/take/components/take-brand-frame.tsx';
import { TakeUnavailablePage } from '../../src/features/take/components/take-unavailable-page.tsx';
import { TakeErrorPage } from '../../src/features/take/components/take-error-page.tsx';
import { WelcomeStep } from '../../src/features/take/components/welcome-step.tsx';
import { loadCatalogues } from '../../src/i18n/catalogues.ts';
import { chosenLocale } from '../../src/i18n/locale-preference.ts';
import type { TakeInterview } from '#contract/take';
import { renderScreen } from './render.tsx';

const question = (n: number): TakeInterview['questions'][number] => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  order_number: n,
  text: `Question ${n}`,
  response_format: 'VIDEO',
  time_limit_seconds: 120,
  thinking_seconds: 30,
  max_attempts: 2,
  multiple_choice: false,
  options: [],
});

const take: TakeInterview = {
  invitation_id: '00000000-0000-4000-8000-000000000201',
  status: 'PENDING',
  availability: 'OPEN',
  first_name: 'Lucía',
  expires_at: '2026-12-24T17:00:00Z',
  bound_to_caller: false,
  knocked_out: false,
  practice_question: true,
  accommodations: { time: 'DOUBLE', extra_attempts: 1, text_answers_allowed: false },
  contact: null,
  requests: [],
  interview: {
    id: '00000000-0000-4000-8000-000000000301',
    title: 'Frontend Engineer',
    description: null,
    welcome_video_url: null,
    status: 'ACTIVE',
    company_name: 'Acme',
    language: 'es',
  },
  workspace: { name: 'Acme', logo_url: 'https://127.0.0.1/logo.png', brand_color: null },
  notice: { version: '1', retention_days: 180, consent: null },
  questions: [question(1), question(2)],
  answers: [],
  video_prompts: { welcome: null, questions: [] },
};

function renderWelcome() {
  return renderScreen(
    <TakeBrandFrame brand={take.workspace}>
      <WelcomeStep
        token="AbCdEfGhIjKlMnOpQrStUv"
        take={take}
        signedIn={false}
        signInHref="/candidate/login"
        onStart={() => {}}
      />
    </TakeBrandFrame>,
  );
}

describe("The candidate's first screen in their language (issue #36)", () => {
  it('speaks Spanish from the Spanish catalogue: plurals, lists and the deadline in Spanish', async () => {
    await loadCatalogues(['take-start'], 'es');
    renderWelcome();
    // The catalogue is loaded before the render, so the step shows at once: no waiting (a role query
    // over Mantine's tree can take longer than findBy's second on a busy machine).
    expect(screen.getByRole('button', { name: 'Comenzar la entrevista' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Qué esperar' })).toBeInTheDocument();
    expect(screen.getByText('2 preguntas')).toBeInTheDocument();
    expect(screen.getByText('2 intentos por pregunta')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sus adaptaciones: el doble de tiempo para cada respuesta, 1 intento más en cada pregunta',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Complétela antes del .*diciembre de 2026/)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it("lays Arabic out right to left, with Arabic's dual", async () => {
    await loadCatalogues(['take-start'], 'ar');
    renderWelcome();
    expect(screen.getByRole('button', { name: 'ابدأ المقابلة' })).toBeInTheDocument();
    expect(screen.getByText('سؤالان')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('switches language at once and keeps the choice on the device', async () => {
    await loadCatalogues(['take-start'], 'en');
    const { user } = renderWelcome();
    const header = screen.getByRole('banner');
    const select = within(header).getByRole('combobox', { name: 'Language' });
    expect(within(select).getByRole('option', { name: 'Deutsch' })).toBeInTheDocument();
    await user.selectOptions(select, 'de');
    // The switch downloads the German catalogue first.
    expect(
      await screen.findByRole('button', { name: 'Interview starten' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(chosenLocale()).toBe('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});

// Lingui's pseudo-locale accents every letter a catalogue holds: any word of plain ASCII letters left
// on the page came from somewhere else (a string typed in the code) unless it is the test's own data,
// or words Intl makes (the deadlines), which no pseudo-locale has.
const DATA = [
  'Lucía',
  'Frontend Engineer',
  'Acme',
  'Question 1',
  'Question 2',
  new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(take.expires_at)),
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(take.expires_at)),
];

function untranslated(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  // The language switch names each language in itself, by design.
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('style, script, option')) texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  // A word of three or more plain letters: pseudo-localised words have accents throughout.
  return texts
    .map((text) => DATA.reduce((rest, data) => rest.replaceAll(data, ''), text))
    .filter((text) => /(?<!\p{L})[A-Za-z]{3,}(?!\p{L})/u.test(text));
}

describe('Nothing on the first screen is left untranslated (issue #36)', () => {
  it('shows only catalogue text (and data) in the pseudo-locale', async () => {
    await loadCatalogues(['take-start'], 'pseudo');
    renderWelcome();
    screen.getByRole('main');
    expect(untranslated(document.body)).toEqual([]);
  });

  it("holds for the link's error page too", async () => {
    await loadCatalogues(['take-start'], 'pseudo');
    renderScreen(<TakeErrorPage title="Ïñţéŕvîéŵ" message="Ţĥîš" onRetry={() => {}} />);
    screen.getByRole('main');
    expect(untranslated(document.body)).toEqual([]);
  });

  // The later steps that need no camera: their messages come from the take catalogue.
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
  const later: [string, () => ReactElement][] = [
    ['the account prompt', () => <AuthStep signInHref="/candidate/login" onBack={() => {}} />],
    [
      'the notice',
      () => <NoticeStep token={TOKEN} userId={null} take={take} onAgreed={() => {}} onBack={() => {}} />,
    ],
    [
      'a written question',
      () => (
        <InterviewStep
          token={TOKEN}
          take={{ ...take, questions: [{ ...question(1), response_format: 'TEXT' }] }}
          onCompleted={() => {}}
          onKnockedOut={() => {}}
        />
      ),
    ],
    ['the completion page', () => <CompleteStep firstName="Lucía" companyName="Acme" />],
    [
      'an expired link',
      () => <TakeUnavailablePage token={TOKEN} take={{ ...take, availability: 'EXPIRED' }} />,
    ],
    [
      'a closed interview',
      () => <TakeUnavailablePage token={TOKEN} take={{ ...take, availability: 'CLOSED' }} />,
    ],
  ];
  for (const [name, ui] of later) {
    it(`holds for ${name}`, async () => {
      await loadCatalogues(['take-start', 'take'], 'pseudo');
      renderScreen(ui());
      screen.getByRole('main');
      expect(untranslated(document.body)).toEqual([]);
    });
  }
});
