// The invitation e-mail template. Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals } from '../testing/assert.ts';
import { escapeHtml } from './html-escape.ts';
import { formatExpiry, inviteLink, renderInvitationEmail } from './invitation-email.ts';

const base = {
  siteUrl: 'https://app.example.com/',
  token: 'AbCdEfGhIjKlMnOpQrStUv',
  interviewTitle: 'Senior Frontend Engineer',
  companyName: 'Acme Corp',
  logoUrl: null,
  brandColor: null,
  firstName: 'Eve',
  expiresAt: new Date('2026-12-04T14:05:00Z'),
  locale: 'en' as const,
};

/** The start-button's background colour in the HTML part. */
function buttonColor(html: string): string | undefined {
  return /background:(#[0-9a-f]{6});color:#ffffff[^>]*>Start your interview</.exec(html)?.[1];
}

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

Deno.test('a workspace logo is shown width-limited, with the workspace name as its alt text', () => {
  const logoUrl = 'https://storage.example.com/object/public/workspace-logos/w1/logo.png?v=1&x="2"';
  const mail = renderInvitationEmail({ ...base, companyName: 'Acme <Corp>', logoUrl });
  const img = /<img [^>]*>/.exec(mail.html)?.[0] ?? '';
  assert(
    img.includes(
      'src="https://storage.example.com/object/public/workspace-logos/w1/logo.png?v=1&amp;x=&quot;2&quot;"',
    ),
    img,
  );
  assert(img.includes('alt="Acme &lt;Corp&gt;"'), img);
  assert(img.includes('width="160"') && img.includes('max-width:160px'), img);
  assert(mail.html.includes('font-weight:bold;">Acme &lt;Corp&gt;</p>'), 'the name beside the logo');
  assert(!mail.text.includes('<img'));
});

Deno.test(
  'the brand colour is used for the button and header only when white text on it keeps WCAG AA',
  () => {
    const dark = renderInvitationEmail({ ...base, brandColor: '#1c4f9c' });
    assertEquals(buttonColor(dark.html), '#1c4f9c');
    assert(dark.html.includes('border-bottom:4px solid #1c4f9c;'), 'header rule in the brand colour');
    assert(dark.html.includes('style="color:#1c4f9c;"'), 'link in the brand colour');

    // #ffd43b on white text is about 1.5:1: today's colour instead, and no trace of the brand colour.
    const light = renderInvitationEmail({ ...base, brandColor: '#ffd43b' });
    assertEquals(buttonColor(light.html), '#228be6');
    assert(!light.html.includes('#ffd43b'));
  },
);

Deno.test('without logo or colour the e-mail keeps the default look', () => {
  const mail = renderInvitationEmail(base);
  assertEquals(buttonColor(mail.html), '#228be6');
  assert(!mail.html.includes('<img'));
  assert(mail.html.includes('border-bottom:1px solid #e4e7eb;'), 'a plain header rule');
  const anonymous = renderInvitationEmail({ ...base, companyName: null, logoUrl: 'https://x.example/l.png' });
  assert(!anonymous.html.includes('<img'), 'no header at all without a name');
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
