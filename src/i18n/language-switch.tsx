import { useLingui } from '@lingui/react/macro';
import { isSupportedLocale, localeOwnNames, SUPPORTED_LOCALES, type Locale } from '#contract/locale-tags';
import { loadCatalogues } from '@/i18n/catalogues';
import { rememberLocale } from '@/i18n/locale-preference';
import classes from '@/i18n/language-switch.module.css';

/** Each language by its own name ("Deutsch", "العربية"). */
const languages = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: localeOwnNames[locale] }));

/** The candidate's choice of the page's language, remembered on this device; `onChange` hears it too. */
export function LanguageSwitch({ onChange }: { onChange?: (locale: Locale) => void }) {
  const { t, i18n } = useLingui();
  return (
    <select
      className={classes.select}
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (!isSupportedLocale(locale)) return;
        rememberLocale(locale);
        void loadCatalogues([], locale);
        onChange?.(locale);
      }}
    >
      {languages.map(({ value, label }) => (
        <option key={value} value={value} lang={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
