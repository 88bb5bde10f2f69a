// The same escaping the api function applies to the mails it renders.
import { escapeHtml } from '#backend/mail/html-escape';

/** Server-rendered HTML with every interpolated value escaped unless it is already SafeHtml. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlPart = SafeHtml | string | number | null | undefined | false | HtmlPart[];

function render(part: HtmlPart): string {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === null || part === undefined || part === false) return '';
  return escapeHtml(String(part));
}

/** Tagged template: html`<p>${untrusted}</p>` escapes `untrusted`; nested html`` stays as it is. */
export function html(strings: TemplateStringsArray, ...values: HtmlPart[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ''), ''),
  );
}
