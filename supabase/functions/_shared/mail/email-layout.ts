// The one look of every e-mail the platform sends: a white card on grey under the workspace's
// header, a button and the same link spelled out for clients that hide buttons. Inline styles
// only: mail clients drop <style>. A template escapes the values it puts into its card; the
// subject, the brand and the arguments named `text` or `href` are escaped here.
import { brandColorForWhiteText } from '../contract/brand-contrast.ts';
import { escapeHtml } from './html-escape.ts';
import { mailTranslator, type MailTranslator } from './mail-i18n.ts';

/** The language of the team's e-mails (they go to recruiters, in English). */
const ENGLISH = mailTranslator('en');

/** Today's button and link colour: the look without a brand colour that keeps contrast. */
const DEFAULT_ACCENT = '#228be6';

/** The workspace a mail speaks for, as stored: its colour is checked for contrast here. */
interface EmailBrand {
  /** The header's name; without one there is no header, yet the colour still tints the button. */
  name: string | null;
  logoUrl: string | null;
  /** '#rrggbb'; the accent only where it keeps WCAG AA behind white text. */
  brandColor: string | null;
}

/**
 * The HTML of an e-mail: the document, the brand's header (none for a mail without a brand, which
 * platform notices and deletion confirmations are) and the card whose content `card` writes, given
 * the accent its buttons and links take. One place, so no template can drift from the look or skip
 * the contrast check. `t` is the language: the document's `lang` and `dir` (issue #36).
 */
export function emailHtml(
  subject: string,
  brand: EmailBrand | null,
  card: (accent: string) => string,
  t: MailTranslator = ENGLISH,
): string {
  const brandColor = brandColorForWhiteText(brand?.brandColor ?? null);
  const header = brand ? brandHeaderRow(brand.name, brand.logoUrl, brandColor) : '';
  return emailDocument(
    subject,
    t,
    `${header}<tr><td style="padding:32px;">
${card(brandColor ?? DEFAULT_ACCENT)}
</td></tr>
`,
  );
}

/** A whole HTML document around `rows` (table rows of the card). */
function emailDocument(subject: string, t: MailTranslator, rows: string): string {
  const dir = t.dir === 'rtl' ? ' dir="rtl"' : '';
  return `<!doctype html>
<html lang="${t.locale}"${dir}>
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;">
${rows}</table>
</body>
</html>`;
}

/** The call to action: white text on `accent` (a colour that keeps WCAG AA behind white text). */
export function emailButton(href: string, text: string, accent: string): string {
  return `<p style="margin:0 0 24px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:${accent};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(text)}</a></p>`;
}

/** The button's link written out, in `t`'s language. */
export function emailLinkLine(
  href: string,
  accent: string,
  marginBottom = 8,
  t: MailTranslator = ENGLISH,
): string {
  const link = {
    text: href,
    html: `<a href="${escapeHtml(href)}" style="color:${accent};">${escapeHtml(href)}</a>`,
  };
  return `<p style="margin:0 0 ${marginBottom}px;font-size:14px;color:#52606d;">${t.html(
    /*i18n*/ { id: 'mail.layout.linkLine', message: 'Or open this link: {link}' },
    { link },
  )}</p>`;
}

/**
 * The workspace's logo and name above the message, underlined in its colour when that keeps
 * contrast; nothing without a name. The logo is width-limited: mail clients ignore CSS max-width
 * inconsistently, so the width attribute says it too.
 */
function brandHeaderRow(name: string | null, logoUrl: string | null, brandColor: string | null): string {
  if (!name) return '';
  const e = escapeHtml;
  const logo = logoUrl
    ? `<img src="${e(logoUrl)}" alt="${e(name)}" width="160" style="display:block;width:auto;max-width:160px;max-height:64px;height:auto;border:0;margin:0 0 8px;">`
    : '';
  const rule = brandColor ? `border-bottom:4px solid ${brandColor};` : 'border-bottom:1px solid #e4e7eb;';
  return `<tr><td style="padding:24px 32px 16px;${rule}">${logo}<p style="margin:0;font-size:18px;font-weight:bold;">${e(name)}</p></td></tr>
`;
}
