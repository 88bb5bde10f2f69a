import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import type { CatalogueArea } from './catalogue-areas';
import { loadCatalogues } from './catalogues';

/**
 * Keeps an English-only screen (the recruiter's, the landing page) in English: a candidate who chose
 * Spanish and signs out lands on the landing page, which has no Spanish texts. False while the page
 * turns back to English, so the screen waits rather than show a message's id for a moment.
 */
export function useEnglishPage(area: CatalogueArea): boolean {
  const { i18n } = useLingui();
  const english = i18n.locale === 'en' || i18n.locale === 'pseudo';
  useEffect(() => {
    // A failed download leaves the page as it is; the next screen's load tries again.
    if (!english) loadCatalogues([area], 'en').catch(() => undefined);
  }, [english, area]);
  return english;
}
