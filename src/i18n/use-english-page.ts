import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { CatalogueArea } from './catalogue-areas';
import { loadCatalogues } from './catalogues';

let turningToEnglish: Promise<void> | undefined;

/**
 * Keeps an English-only screen (the recruiter's, the landing page) in English: a candidate who chose
 * Spanish and signs out lands on the landing page, which has no Spanish texts. The screen suspends
 * while its English catalogue loads, rather than showing a message's id for a moment.
 */
export function useEnglishPage(areas: CatalogueArea[]): void {
  const { i18n } = useLingui();
  if (i18n.locale === 'en' || i18n.locale === 'pseudo') return;
  turningToEnglish ??= loadCatalogues(areas, 'en').finally(() => {
    turningToEnglish = undefined;
  });
  use(turningToEnglish);
}
