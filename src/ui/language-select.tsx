import { Select, type SelectProps } from '@mantine/core';
import { localeOwnNames, SUPPORTED_LOCALES, type Locale } from '#contract/locale-tags';
import { localeEnglishNames } from '#contract/locales';

const languages = SUPPORTED_LOCALES.map((locale) => {
  const own = localeOwnNames[locale];
  const english = localeEnglishNames[locale];
  return { locale, own, english: own === english ? null : english };
});

const options = languages.map(({ locale, own, english }) => ({
  value: locale,
  label: english ? `${own} — ${english}` : own,
}));

/** The option's text for a locale: "Español — Spanish". */
export function languageLabel(locale: Locale): string {
  return options.find((option) => option.value === locale)?.label ?? locale;
}

const byLocale = new Map<string, (typeof languages)[number]>(
  languages.map((language) => [language.locale, language]),
);

/** An option: the language's own name (marked as that language for screen readers), then its English one. */
const renderOption: SelectProps['renderOption'] = ({ option }) => {
  const language = byLocale.get(option.value);
  if (!language) return option.label;
  return (
    <span>
      <span lang={language.locale}>{language.own}</span>
      {language.english && ` — ${language.english}`}
    </span>
  );
};

/**
 * 'Language': the supported locales of the contract (issue #36), each named in itself with its
 * English name beside it ("Español — Spanish").
 */
export function LanguageSelect(props: Omit<SelectProps, 'data' | 'renderOption'>) {
  return <Select label="Language" data={options} renderOption={renderOption} {...props} />;
}
