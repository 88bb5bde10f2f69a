import { useEffect } from 'react';
import { useCandidate } from '@/features/candidate/api/get-candidate';
import { loadCatalogues } from '@/i18n/catalogues';
import { rememberAccountLocale } from '@/i18n/locale-preference';

/**
 * Shows the portal in the account's language once GET /candidates/me tells it (issue #36); until
 * then, and for an account without a choice, the screen's route has loaded it in this device's or
 * the browser's (portalLocale). A catalogue that cannot be downloaded leaves the page as it is.
 */
export function usePortalLocale(): void {
  const candidate = useCandidate();
  const account = candidate.data?.locale ?? null;
  useEffect(() => {
    rememberAccountLocale(account);
    if (account) loadCatalogues(['candidate'], account).catch(() => undefined);
  }, [account]);
}
