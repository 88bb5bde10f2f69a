import { useLingui } from '@lingui/react/macro';
import type { LoadErrorTexts } from '@/ui/load-error';

/**
 * The load error notice's title and button in the page's language, for screens that speak the
 * reader's (the candidate portal): `what` is already translated.
 */
export function useLoadErrorTexts(): (what: string) => LoadErrorTexts {
  const { t } = useLingui();
  return (what) => ({ title: t`Could not load ${what}`, retry: t`Retry` });
}
