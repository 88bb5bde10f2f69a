// The team invitation e-mail template. Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals } from '../testing/assert.ts';
import { renderTeamInvitationEmail } from './team-invitation-email.ts';

const base = {
  siteUrl: 'https://app.example.com/',
  token: 'AbCdEfGhIjKlMnOpQrStUv',
  workspaceName: 'Acme Corp',
  logoUrl: 'https://cdn.example.com/logo.png',
  inviterName: 'Rita Recruiter',
  role: 'REVIEWER' as const,
  expiresAt: new Date('2026-12-04T14:05:00Z'),
};

Deno.test('the team e-mail names the inviter, workspace, role in plain words, link and expiry', () => {
  const mail = renderTeamInvitationEmail(base);
  const link = 'https://app.example.com/join/AbCdEfGhIjKlMnOpQrStUv';
  assertEquals(mail.subject, 'Rita Recruiter invited you to join Acme Corp on Async Interviews');
  for (const part of [mail.html, mail.text]) {
    assert(part.includes(link), 'link');
    assert(part.includes('Friday, 4 December 2026, 14:05 UTC'), 'expiry');
  }
  assert(
    mail.text.includes("as a reviewer: you watch and review the workspace's completed interviews"),
    'role',
  );
  assert(
    mail.html.includes('as a reviewer: you watch and review the workspace&#39;s completed interviews'),
    'role',
  );
  assert(mail.html.includes(`<img src="${base.logoUrl}" alt="Acme Corp"`), 'logo');
});

Deno.test('without an inviter or logo the team e-mail still invites, and user text is escaped', () => {
  const mail = renderTeamInvitationEmail({
    ...base,
    inviterName: null,
    logoUrl: null,
    workspaceName: '<script>alert("x")</script> & Co',
  });
  assertEquals(mail.subject, `You're invited to join <script>alert("x")</script> & Co on Async Interviews`);
  assert(!mail.html.includes('<script>'), 'no raw markup');
  assert(mail.html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co'), 'escaped');
  assert(!mail.html.includes('<img'), 'no logo');
});
