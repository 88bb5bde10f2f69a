import { useEffect } from 'react';
import { useCandidate } from '@/features/candidate/api/get-candidate';
import { loadCatalogues } from '@/i18n/catalogues';
import { portalLocale, rememberAccountLocale } from '@/i18n/locale-preference';

/**
 * Shows the portal in the account's language once GET /candidates/me tells it, else in this
 * device's or the browser's (issue #36). A catalogue that cannot be downloaded leaves the page as it is.
 */
export function usePortalLocale(): void {
  const candidate = useCandidate();
  const account = candidate.data?.locale ?? null;
  useEffect(() => {
    rememberAccountLocale(account);
    loadCatalogues(['candidate'], portalLocale()).catch(() => undefined);
  }, [account]);
}
