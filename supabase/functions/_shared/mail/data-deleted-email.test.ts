// The confirmation of a candidate's deletion. Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals } from '../testing/assert.ts';
import { renderDataDeletedEmail } from './data-deleted-email.ts';

Deno.test('one interview: says which, what went and what the team keeps, escaped in the HTML part', () => {
  const email = renderDataDeletedEmail({
    firstName: 'Cara & "Co"',
    interview: { title: 'Senior <Frontend>\n Engineer', companyName: 'Initech' },
    locale: 'en',
  });
  assertEquals(email.subject, 'Your data for Senior <Frontend> Engineer was deleted');
  assert(email.text.startsWith('Hello Cara & "Co",'), 'the greeting');
  assert(email.text.includes('with Initech were deleted'), 'the company');
  assert(email.text.includes('nothing in it names you'), 'what is kept');
  assert(email.html.includes('Cara &amp; &quot;Co&quot;'), 'the name escaped');
  assert(email.html.includes('Senior &lt;Frontend&gt;'), 'the title escaped');
  assert(!email.html.includes('<Frontend>'), 'no raw markup');
});

Deno.test('the whole account: its own subject and every kind of data named', () => {
  const email = renderDataDeletedEmail({ firstName: 'Cara', interview: null, locale: 'en' });
  assertEquals(email.subject, 'Your account and all your data were deleted');
  assert(email.text.includes('your video resumes'), 'the resumes');
});
