// The team invitation e-mail template. Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals } from '../testing/assert.ts';
import { renderTeamInvitationEmail } from './team-invitation-email.ts';

const base = {
  siteUrl: 'https://app.example.com/',
  token: 'AbCdEfGhIjKlMnOpQrStUv',
  workspaceName: 'Acme Corp',
  logoUrl: 'https://cdn.example.com/logo.png',
  brandColor: null,
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

function buttonColor(html: string): string | undefined {
  return /background:(#[0-9a-f]{6});color:#ffffff[^>]*>Join /.exec(html)?.[1];
}

Deno.test('the Join button takes the brand colour only where white text on it keeps WCAG AA', () => {
  assertEquals(buttonColor(renderTeamInvitationEmail({ ...base, brandColor: '#1c4f9c' }).html), '#1c4f9c');
  const light = renderTeamInvitationEmail({ ...base, brandColor: '#ffd43b' });
  assertEquals(buttonColor(light.html), '#228be6');
  assert(!light.html.includes('#ffd43b'), 'no trace of a pale brand colour');
  assertEquals(buttonColor(renderTeamInvitationEmail(base).html), '#228be6');
});
