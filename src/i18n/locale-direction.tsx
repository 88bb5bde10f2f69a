import { useLingui } from '@lingui/react';
import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { isSupportedLocale, textDirectionOf } from '#contract/locale-tags';

/**
 * Keeps Mantine's direction with the page's language, so Arabic lays out right to left (issue #36):
 * components that place things by side (a select's chevron, a drawer) ask Mantine, not the page.
 */
export function LocaleDirection() {
  const { i18n } = useLingui();
  const { setDirection } = useDirection();
  const locale = i18n.locale;
  useEffect(() => {
    setDirection(isSupportedLocale(locale) ? textDirectionOf(locale) : 'ltr');
  }, [locale, setDirection]);
  return null;
}
