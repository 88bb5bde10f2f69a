// Auth's e-mails through the Send Email Hook (issue #36): Auth's English subjects as they were, the
// /verify link in both parts, and the account's language. Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals } from '../testing/assert.ts';
import { renderAuthEmail } from './auth-emails.ts';

const verifyUrl =
  'https://ref.supabase.co/auth/v1/verify?token=pkce_abc&type=signup&redirect_to=https%3A%2F%2Fapp.example.com%2Fx%3Fa%3D1%26b%3D2';

Deno.test('in English: Auth’s subjects, the link in both parts and escaped in the HTML', () => {
  const signup = renderAuthEmail({ kind: 'signup', verifyUrl, locale: 'en' });
  assertEquals(signup.subject, 'Confirm Your Signup');
  assert(signup.text.includes(verifyUrl), 'the link in the text part');
  assert(signup.html.includes(`href="${verifyUrl.replaceAll('&', '&amp;')}"`), 'the link escaped');
  assert(signup.html.includes('>Confirm your e-mail</a>'), 'the button');
  assert(signup.html.startsWith('<!doctype html>\n<html lang="en">'), 'the layout');
  const recovery = renderAuthEmail({ kind: 'recovery', verifyUrl, locale: 'en' });
  assertEquals(recovery.subject, 'Reset your password');
  assert(recovery.text.includes('choose a new one'), 'what the link does');
});

Deno.test('in the account’s language, Arabic right to left', () => {
  const es = renderAuthEmail({ kind: 'signup', verifyUrl, locale: 'es' });
  assertEquals(es.subject, 'Confirme su registro');
  assert(es.html.includes('O abra este enlace:'), 'the layout’s link line in Spanish');
  assert(!/Confirm your|Follow this|Or open/.test(es.html + es.text), 'no English left');
  assertEquals(
    renderAuthEmail({ kind: 'recovery', verifyUrl, locale: 'de' }).subject,
    'Setzen Sie Ihr Passwort zurück',
  );
  const ar = renderAuthEmail({ kind: 'recovery', verifyUrl, locale: 'ar' });
  assert(ar.html.includes('<html lang="ar" dir="rtl">'), 'right to left');
});
