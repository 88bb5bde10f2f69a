import { html } from './html.ts';
import { messageLinks } from './mail-links.ts';
import type { StoredMessage } from './stored-message.ts';
import { layout } from './viewer-layout.ts';

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
}

function subjectOf(message: StoredMessage): string {
  return message.subject.trim() || '(no subject)';
}

/** `/`: every message, newest first, optionally only those to one address. */
export function listPage(messages: StoredMessage[], filterTo: string | undefined): string {
  const caption = `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}${
    filterTo ? ` to ${filterTo}` : ''
  }, newest first`;
  const rows = messages.map(
    (message) =>
      html`<tr>
        <td>${message.to.join(', ')}</td>
        <td><a href="/messages/${encodeURIComponent(message.id)}">${subjectOf(message)}</a></td>
        <td><time datetime="${message.created_at}">${formatTime(message.created_at)}</time></td>
      </tr>`,
  );
  const table =
    messages.length === 0
      ? html`<p>${filterTo ? `No mail to ${filterTo} yet.` : 'No mail yet.'}</p>`
      : html`<table>
          <caption>
            ${caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>`;
  return layout(
    'Inbox',
    html`<h1>Local mail viewer</h1>
      <div class="toolbar">
        <form method="get" action="/" role="search">
          <div>
            <label for="to">Recipient</label>
            <input
              id="to"
              name="to"
              type="text"
              inputmode="email"
              autocomplete="off"
              value="${filterTo ?? ''}"
            />
          </div>
          <button type="submit">Filter</button>
          ${filterTo ? html`<a href="/">Show all mail</a>` : ''}
        </form>
        <form method="post" action="/messages/delete-all">
          <button type="submit">Delete all messages</button>
        </form>
        <a href="/">Refresh</a>
      </div>
      ${table}`,
  );
}

function headerRow(name: string, value: string | string[]) {
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text
    ? html`<dt>${name}</dt>
        <dd>${text}</dd>`
    : '';
}

/**
 * `/messages/:id`: the headers, the HTML part in a sandboxed iframe (no scripts, no same origin;
 * links open in a new tab) and the text part.
 */
export function messagePage(message: StoredMessage): string {
  const custom = Object.entries(message.headers);
  const links = messageLinks(message);
  const srcdoc = message.html === null ? null : `<base target="_blank">${message.html}`;
  return layout(
    subjectOf(message),
    html`<p><a href="/">← All mail</a></p>
      <h1>${subjectOf(message)}</h1>
      <section aria-labelledby="headers-heading">
        <h2 id="headers-heading">Headers</h2>
        <dl>
          ${headerRow('From', message.from)} ${headerRow('To', message.to)} ${headerRow('Cc', message.cc)}
          ${headerRow('Bcc', message.bcc)} ${headerRow('Reply-To', message.reply_to)}
          ${headerRow('Subject', message.subject)}
          <dt>Date</dt>
          <dd><time datetime="${message.created_at}">${formatTime(message.created_at)}</time></dd>
          ${custom.map(([name, value]) => headerRow(name, value))}
        </dl>
        <p><a href="/api/messages/${encodeURIComponent(message.id)}">This message as JSON</a></p>
      </section>
      <section aria-labelledby="html-heading">
        <h2 id="html-heading">HTML part</h2>
        ${
          srcdoc === null
            ? html`<p>This message has no HTML part.</p>`
            : html`<iframe
                title="HTML part of the message"
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                referrerpolicy="no-referrer"
                srcdoc="${srcdoc}"
              ></iframe>`
        }
      </section>
      <section aria-labelledby="text-heading">
        <h2 id="text-heading">Text part</h2>
        ${message.text === null ? html`<p>This message has no text part.</p>` : html`<pre>${message.text}</pre>`}
      </section>
      ${
        links.length > 0
          ? html`<section aria-labelledby="links-heading">
              <h2 id="links-heading">Links</h2>
              <ul>
                ${links.map((link) => html`<li><a href="${link}" target="_blank" rel="noreferrer">${link}</a></li>`)}
              </ul>
            </section>`
          : ''
      }`,
  );
}

export function notFoundPage(text: string): string {
  return layout(
    'Not found',
    html`<h1>Not found</h1>
      <p>${text}</p>
      <p><a href="/">All mail</a></p>`,
  );
}
