// The one look of every e-mail the platform sends: a white card on grey, a button and the same link
// spelled out for clients that hide buttons. Inline styles only: mail clients drop <style>.
// Every argument that is not HTML made here must already be escaped by the caller, except those
// named `text` or `href`, which are escaped here.
import { escapeHtml } from './html-escape.ts';

/** Today's button and link colour: the look without a brand colour that keeps contrast. */
export const DEFAULT_ACCENT = '#228be6';

/** A whole HTML document around `rows` (table rows of the card). */
export function emailDocument(subject: string, rows: string): string {
  return `<!doctype html>
<html lang="en">
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

/** The button's link written out. */
export function emailLinkLine(href: string, accent: string, marginBottom = 8): string {
  return `<p style="margin:0 0 ${marginBottom}px;font-size:14px;color:#52606d;">Or open this link: <a href="${escapeHtml(href)}" style="color:${accent};">${escapeHtml(href)}</a></p>`;
}

/**
 * The workspace's logo and name above the message, underlined in its colour when that keeps
 * contrast; nothing without a name. The logo is width-limited: mail clients ignore CSS max-width
 * inconsistently, so the width attribute says it too.
 */
export function brandHeaderRow(
  name: string | null,
  logoUrl: string | null,
  brandColor: string | null,
): string {
  if (!name) return '';
  const e = escapeHtml;
  const logo = logoUrl
    ? `<img src="${e(logoUrl)}" alt="${e(name)}" width="160" style="display:block;width:auto;max-width:160px;max-height:64px;height:auto;border:0;margin:0 0 8px;">`
    : '';
  const rule = brandColor ? `border-bottom:4px solid ${brandColor};` : 'border-bottom:1px solid #e4e7eb;';
  return `<tr><td style="padding:24px 32px 16px;${rule}">${logo}<p style="margin:0;font-size:18px;font-weight:bold;">${e(name)}</p></td></tr>
`;
}
