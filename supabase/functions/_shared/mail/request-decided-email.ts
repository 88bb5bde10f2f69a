import { describeAccommodations } from '../contract/accommodation-words.ts';
import type { Accommodations } from '../contract/accommodations.ts';
import type { CandidateRequestKind } from '../contract/candidate-requests.ts';
import { emailButton, emailHtml, emailLinkLine } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import {
  formatExpiry,
  inviteLink,
  type InvitationEmailData,
  type RenderedEmail,
} from './invitation-email.ts';

export interface RequestDecisionData extends InvitationEmailData {
  kind: CandidateRequestKind;
  approved: boolean;
  /** What the candidate has now (an approved accommodation's grant). */
  accommodations: Accommodations;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The sentences of the answer, by kind and decision; expiresAt is the deadline now in force. */
function answerOf(data: RequestDecisionData, company: string): string[] {
  const deadline = formatExpiry(data.expiresAt);
  if (data.kind === 'EXTENSION') {
    return data.approved
      ? [`${company} gave you more time. Your new deadline is ${deadline}.`]
      : [`${company} could not give you more time for this interview.`];
  }
  return data.approved
    ? [`${company} granted your accommodation: ${describeAccommodations(data.accommodations) ?? 'none'}.`]
    : [
        `${company} could not grant the accommodation you asked for. You can still take the interview until ${deadline}.`,
      ];
}

/**
 * The answer to a candidate's request (issue #19 items 4 and 5): approved or declined, the new
 * deadline or the accommodation granted, and the link when the interview is open to them.
 * Branded like the invitation; every value from users is HTML-escaped.
 */
export function renderRequestDecidedEmail(data: RequestDecisionData): RenderedEmail {
  const company = data.companyName?.trim() || 'The hiring team';
  const title = oneLine(data.interviewTitle);
  const firstName = oneLine(data.firstName);
  const link = inviteLink(data.siteUrl, data.token);
  const answer = answerOf(data, company);
  const open = data.expiresAt.getTime() > Date.now();
  const what = data.kind === 'EXTENSION' ? 'more time' : 'an accommodation';
  const subject = `Your request for ${what}: ${title}`;
  const text = [
    `Hello ${firstName},`,
    '',
    `You asked for ${what} for your video interview for ${title}.`,
    ...answer,
    ...(open ? ['', 'Your interview is at this link:', link] : []),
  ].join('\n');

  const e = escapeHtml;
  const html = emailHtml(
    subject,
    { name: data.companyName?.trim() || null, logoUrl: data.logoUrl, brandColor: data.brandColor },
    (accent) => `<p style="margin:0 0 16px;font-size:16px;">Hello ${e(firstName)},</p>
<p style="margin:0 0 16px;font-size:16px;">You asked for ${e(what)} for your video interview for <strong>${e(title)}</strong>.</p>
${answer.map((line) => `<p style="margin:0 0 16px;font-size:16px;">${e(line)}</p>`).join('\n')}
${open ? `${emailButton(link, 'Open your interview', accent)}\n${emailLinkLine(link, accent)}` : ''}`,
  );
  return { subject, html, text };
}
