import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { Locale } from '#contract/locale-tags';
import { loadCatalogues } from '@/i18n/catalogues';
import { chosenLocale } from '@/i18n/locale-preference';

/**
 * Shows a candidate's screen in the language they chose on this device, else in `fallback` (the
 * interview's language), once its catalogues are loaded: false until then. A catalogue that cannot
 * be downloaded leaves the page in the language it has rather than waiting for ever.
 */
export function useCandidateLocale(fallback: Locale | null): boolean {
  const { i18n } = useLingui();
  const wanted = chosenLocale() ?? fallback;
  const [failed, setFailed] = useState<string | null>(null);
  const shown = wanted === null || i18n.locale === wanted || failed === wanted;
  useEffect(() => {
    if (shown || wanted === null) return;
    loadCatalogues([], wanted).catch(() => setFailed(wanted));
  }, [shown, wanted]);
  return shown;
}
