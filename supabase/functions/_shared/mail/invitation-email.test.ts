// The invitation e-mail template. Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals } from '../testing/assert.ts';
import { escapeHtml } from './html-escape.ts';
import { formatExpiry, inviteLink, renderInvitationEmail } from './invitation-email.ts';

const base = {
  siteUrl: 'https://app.example.com/',
  token: 'AbCdEfGhIjKlMnOpQrStUv',
  interviewTitle: 'Senior Frontend Engineer',
  companyName: 'Acme Corp',
  firstName: 'Eve',
  expiresAt: new Date('2026-12-04T14:05:00Z'),
};

Deno.test('the e-mail carries the link, title, company, first name and expiry in both parts', () => {
  const mail = renderInvitationEmail(base);
  const link = 'https://app.example.com/take/AbCdEfGhIjKlMnOpQrStUv';
  assertEquals(inviteLink(base.siteUrl, base.token), link);
  assertEquals(mail.subject, "Acme Corp: you're invited to interview for Senior Frontend Engineer");
  for (const part of [mail.html, mail.text]) {
    assert(part.includes(link), 'link');
    assert(part.includes('Senior Frontend Engineer'), 'title');
    assert(part.includes('Acme Corp has invited you'), 'company');
    assert(part.includes('Eve'), 'first name');
    assert(part.includes('Friday, 4 December 2026, 14:05 UTC'), 'expiry');
  }
  assert(mail.html.includes(`href="${link}"`));
});

Deno.test('without a company the e-mail says neutrally who invites', () => {
  for (const companyName of ['', '   ', null]) {
    const mail = renderInvitationEmail({ ...base, companyName });
    assertEquals(mail.subject, "You're invited to interview for Senior Frontend Engineer");
    assert(mail.text.includes('You have been invited to a video interview for Senior Frontend Engineer.'));
    assert(!mail.html.includes(' has invited you'));
  }
});

Deno.test('every interpolated value is HTML-escaped in the HTML part', () => {
  const mail = renderInvitationEmail({
    ...base,
    firstName: '<b>Eve</b>',
    interviewTitle: 'Dev "Ops" & <script>alert(1)</script>',
    companyName: "O'Brien <Ltd>",
  });
  assert(mail.html.includes('Hello &lt;b&gt;Eve&lt;/b&gt;,'));
  assert(mail.html.includes('Dev &quot;Ops&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;'));
  assert(mail.html.includes('O&#39;Brien &lt;Ltd&gt; has invited you'));
  assert(!mail.html.includes('<b>Eve</b>'));
  assert(!mail.html.includes('<script>'));
  // The plain-text part is text: nothing to escape.
  assert(mail.text.includes('Hello <b>Eve</b>,'));
});

Deno.test('escapeHtml escapes the five HTML-significant characters', () => {
  assertEquals(escapeHtml(`&<>"'x`), '&amp;&lt;&gt;&quot;&#39;x');
});

Deno.test('the expiry is a readable date in UTC', () => {
  assertEquals(formatExpiry(new Date('2027-01-01T00:30:00+02:00')), 'Thursday, 31 December 2026, 22:30 UTC');
});

Deno.test('subjects stay on one line', () => {
  const mail = renderInvitationEmail({ ...base, interviewTitle: 'Line one\nBcc: x@example.com' });
  assertEquals(mail.subject.includes('\n'), false);
});
