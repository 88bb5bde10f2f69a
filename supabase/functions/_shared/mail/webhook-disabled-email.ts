import { emailButton, emailHtml, emailLinkLine } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import type { RenderedEmail } from './invitation-email.ts';

export interface WebhookDisabledEmailData {
  /** SITE_URL: the link is the workspace's settings page. */
  siteUrl: string;
  workspaceId: string;
  workspaceName: string;
  url: string;
  /** The last attempt's outcome: a status code or the network's error. */
  lastError: string;
}

/**
 * The e-mail to a workspace's owners once a webhook endpoint is disabled after its last failed
 * retry (issue #22 item 4): which endpoint, why, and where to enable it again. Every value is
 * HTML-escaped.
 */
export function renderWebhookDisabledEmail(data: WebhookDisabledEmailData): RenderedEmail {
  const workspace = data.workspaceName.replace(/\s+/g, ' ').trim();
  const subject = `A webhook endpoint of ${workspace} was disabled`;
  const link = `${data.siteUrl.replace(/\/+$/, '')}/workspaces/${encodeURIComponent(data.workspaceId)}/settings`;
  const what = `We could not deliver events to ${data.url} for more than a day, so we stopped sending to it. Events that happen while it is disabled are not sent to it.`;
  const last = `The last attempt: ${data.lastError}`;
  const next =
    'Fix the receiver, then enable the endpoint again in the workspace settings and resend the deliveries you need from its delivery log.';
  const text = ['Hello,', '', what, '', last, '', next, '', link].join('\n');
  const e = escapeHtml;
  const html = emailHtml(
    subject,
    null,
    (accent) => `<p style="margin:0 0 16px;font-size:16px;">Hello,</p>
<p style="margin:0 0 16px;font-size:16px;">${e(what)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#52606d;">${e(last)}</p>
<p style="margin:0 0 24px;font-size:16px;">${e(next)}</p>
${emailButton(link, 'Open the workspace settings', accent)}
${emailLinkLine(link, accent, 0)}`,
  );
  return { subject, html, text };
}
