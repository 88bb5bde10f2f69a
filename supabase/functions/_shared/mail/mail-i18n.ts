// The candidate's e-mails in their invitation's language (issue #36). Lingui's runtime without its
// macros (the api runs in Deno, without Babel): a template passes message descriptors marked
// /*i18n*/, with an explicit id and the English text, which `npm run mail:extract` collects into
// ./locales/{locale}/messages.po (lingui.mail.config.ts) and `npm run mail:compile` compiles into
// the ./locales/{locale}/messages.ts modules imported here, by the api and the worker alike.
// tests/unit/mail-catalogues.test.ts fails when a locale lacks a message or a module is stale.
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { textDirectionOf, type Locale } from '../contract/locale-tags.ts';
import { escapeHtml } from './html-escape.ts';
import { messages as ar } from './locales/ar/messages.ts';
import { messages as de } from './locales/de/messages.ts';
import { messages as en } from './locales/en/messages.ts';
import { messages as es } from './locales/es/messages.ts';
import { messages as fr } from './locales/fr/messages.ts';
import { messages as ptBR } from './locales/pt-BR/messages.ts';

const CATALOGUES: Record<Locale, Messages> = { en, es, fr, de, 'pt-BR': ptBR, ar };

/** A value that reads differently in the two parts: a bold title, a link whose label is the address. */
export interface RichValue {
  text: string;
  /** Already HTML: the caller escaped what it holds. */
  html: string;
}

type MessageValues = Record<string, string | number | RichValue>;

/** A tag of a message's HTML form: `<0>…</0>` in the message becomes open + text + close. */
interface MessageElement {
  open: string;
  close: string;
}

/** The messages of one locale, as plain text and as HTML, with its dates and lists. */
export interface MailTranslator {
  readonly locale: Locale;
  /** The HTML document's `dir`: Arabic is written right to left. */
  readonly dir: 'ltr' | 'rtl';
  /** The message for the plain-text part and the subject. */
  text(message: MessageDescriptor, values?: MessageValues): string;
  /**
   * The message for the HTML part: its text and its values HTML-escaped, a RichValue's `html` as
   * is, and `<n>…</n>` of the message wrapped in `elements[n]`.
   */
  html(message: MessageDescriptor, values?: MessageValues, elements?: readonly MessageElement[]): string;
  /** Items in a sentence: "a, b, c" in English. */
  list(items: readonly string[]): string;
}

// U+E000 and U+E001 (private use) mark where a value goes while the message's text is escaped:
// escapeHtml leaves them and no message holds them; the values themselves are never scanned.
const HOLE = /\uE000(\d+)\uE001/g;

function translator(locale: Locale): MailTranslator {
  // Not named i18n: Lingui's extractor reads every i18n._ call as a message of its own.
  const lingui: I18n = setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
  const listFormat = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  const plain = (values: MessageValues = {}) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value.text : value]),
    );
  return {
    locale,
    dir: textDirectionOf(locale),
    text: (message, values) => lingui._({ ...message, values: plain(values) }),
    html(message, values = {}, elements = []) {
      const holes: string[] = [];
      const held = Object.fromEntries(
        Object.entries(values).map(([name, value]) => {
          if (typeof value === 'number') return [name, value];
          holes.push(typeof value === 'string' ? escapeHtml(value) : value.html);
          return [name, `\uE000${holes.length - 1}\uE001`];
        }),
      );
      let html = escapeHtml(lingui._({ ...message, values: held }));
      elements.forEach((element, index) => {
        html = html
          .replaceAll(`&lt;${index}&gt;`, element.open)
          .replaceAll(`&lt;/${index}&gt;`, element.close);
      });
      return html.replace(HOLE, (_, index: string) => holes[Number(index)] ?? '');
    },
    list: (items) => listFormat.format(items),
  };
}

const translators = new Map<Locale, MailTranslator>();

/** The translator of `locale`, made once. */
export function mailTranslator(locale: Locale): MailTranslator {
  let found = translators.get(locale);
  if (!found) {
    found = translator(locale);
    translators.set(locale, found);
  }
  return found;
}

/** A value set in bold in the HTML part. */
export function strong(text: string): RichValue {
  return { text, html: `<strong>${escapeHtml(text)}</strong>` };
}
