import { workspaceRoleDescriptions, type WorkspaceRole } from '../contract/workspaces.ts';
import { emailButton, emailHtml, emailLinkLine } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import { formatExpiry, type RenderedEmail } from './invitation-email.ts';

/** What the team invitation e-mail says. */
export interface TeamInvitationEmailData {
  /** SITE_URL: the link is `${siteUrl}/join/${token}`. */
  siteUrl: string;
  token: string;
  workspaceName: string;
  /** The workspace's logo (public URL), or null for none. */
  logoUrl: string | null;
  /** The workspace's brand colour ('#rrggbb'), used behind white text only where it keeps WCAG AA. */
  brandColor: string | null;
  /** Who invited; null once their account is gone. */
  inviterName: string | null;
  role: WorkspaceRole;
  expiresAt: Date;
}

/** The team invitation's link: /join/{token} of the app (docs/product.md §2). */
function joinLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/join/${encodeURIComponent(token)}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The e-mail inviting a teammate: subject, HTML and plain text; every user value is escaped in the HTML. */
export function renderTeamInvitationEmail(data: TeamInvitationEmailData): RenderedEmail {
  const workspace = oneLine(data.workspaceName);
  const inviter = data.inviterName ? oneLine(data.inviterName) : null;
  const link = joinLink(data.siteUrl, data.token);
  const expires = formatExpiry(data.expiresAt);
  const role = workspaceRoleDescriptions[data.role];

  const subject = inviter
    ? `${inviter} invited you to join ${workspace} on Async Interviews`
    : `You're invited to join ${workspace} on Async Interviews`;
  const invitedBy = inviter ? `${inviter} has invited you` : 'You have been invited';

  const text = [
    'Hello,',
    '',
    `${invitedBy} to join the hiring team ${workspace} on Async Interviews as ${role}.`,
    '',
    'Sign in or create an account with this e-mail address, then join from this link:',
    link,
    '',
    `The link works until ${expires}.`,
    '',
    'If you did not expect this invitation, you can ignore this e-mail.',
  ].join('\n');

  const e = escapeHtml;
  const html = emailHtml(
    subject,
    { name: workspace, logoUrl: data.logoUrl, brandColor: data.brandColor },
    (accent) => `<p style="margin:0 0 16px;font-size:16px;">Hello,</p>
<p style="margin:0 0 16px;font-size:16px;">${e(invitedBy)} to join the hiring team <strong>${e(workspace)}</strong> on Async Interviews as ${e(role)}.</p>
<p style="margin:0 0 24px;font-size:16px;">Sign in or create an account with this e-mail address, then join.</p>
${emailButton(link, `Join ${workspace}`, accent)}
${emailLinkLine(link, accent)}
<p style="margin:0 0 16px;font-size:14px;color:#52606d;">The link works until ${e(expires)}.</p>
<p style="margin:0;font-size:12px;color:#7b8794;">If you did not expect this invitation, you can ignore this e-mail.</p>`,
  );

  return { subject, html, text };
}
