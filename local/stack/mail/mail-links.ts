import type { StoredMessage } from './stored-message.ts';

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"')\]]+/gi;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The http(s) links of a message, HTML hrefs first, then URLs of the text part, each once: what a
 * test needs to follow an invitation or a confirmation link.
 */
export function messageLinks(message: Pick<StoredMessage, 'html' | 'text'>): string[] {
  const links = new Set<string>();
  for (const match of (message.html ?? '').matchAll(HREF)) {
    const href = decodeEntities((match[1] ?? match[2] ?? '').trim());
    if (/^https?:\/\//i.test(href)) links.add(href);
  }
  for (const match of (message.text ?? '').matchAll(URL_IN_TEXT)) links.add(match[0]);
  return [...links];
}
