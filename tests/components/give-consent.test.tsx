// The consent the take page gives names the language its notice was shown in (issue #36): the
// page's active locale when the api knows it, none otherwise (the api then records the interview's).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTICE_VERSION } from '#contract/consent';
import { useGiveConsent } from '../../src/features/take/api/give-consent.ts';
import { i18n } from '../../src/i18n/catalogues.ts';
import { answerApi, sentBody } from './render.tsx';

const token = 'tok36-consent-xxxxxxxx';
const consent = {
  notice_version: NOTICE_VERSION,
  locale: 'fr',
  retention_days: 90,
  ai_analysis_allowed: true,
  consented_at: '2026-11-28T10:00:00.000Z',
};

function giveConsentIn(locale: string) {
  i18n.loadAndActivate({ locale, messages: {} });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useGiveConsent(token, null), { wrapper });
  return act(() => result.current.mutateAsync({ notice_version: NOTICE_VERSION, ai_analysis_allowed: true }));
}

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe("the take page's consent", () => {
  it('sends the locale the page shows', async () => {
    const fetch = answerApi(200, consent);
    await expect(giveConsentIn('fr')).resolves.toEqual(consent);
    expect(sentBody(fetch)).toEqual({
      notice_version: NOTICE_VERSION,
      ai_analysis_allowed: true,
      locale: 'fr',
    });
  });

  it('sends none for a locale the api does not know (the tests’ pseudo-locale)', async () => {
    const fetch = answerApi(200, { ...consent, locale: 'en' });
    await giveConsentIn('pseudo');
    expect(sentBody(fetch)).toEqual({ notice_version: NOTICE_VERSION, ai_analysis_allowed: true });
  });
});
