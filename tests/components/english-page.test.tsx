// The recruiter's screens and the landing page stay English in issue #36: one shown after a
// candidate's screen turned the page to Spanish (signing out lands on the landing page) turns it back.
import { useLingui } from '@lingui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCatalogues } from '../../src/i18n/catalogues.ts';
import { useEnglishPage } from '../../src/i18n/use-english-page.ts';
import { renderScreen } from './render.tsx';

function EnglishScreen() {
  const english = useEnglishPage('landing');
  const { i18n } = useLingui();
  return english ? <p>Shown in {i18n.locale}</p> : <p>Waiting</p>;
}

describe('an English-only screen', () => {
  it('turns a page a candidate turned to Spanish back to English before it shows', async () => {
    await loadCatalogues(['candidate'], 'es');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    renderScreen(<EnglishScreen />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('Shown in en')).toBeInTheDocument();
    expect(screen.queryByText('Shown in es')).toBeNull();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
