// The recruiter's notice that a completed interview is ready. Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals } from '../testing/assert.ts';
import { renderInterviewReadyEmail, reviewLink } from './interview-ready-email.ts';

const data = {
  siteUrl: 'https://app.example.com/',
  invitationId: '30000000-0000-4000-a000-000000000004',
  interviewTitle: 'Senior <Frontend>\n Engineer',
  candidateName: 'Cara & "Co"',
  answerCount: 3,
};

Deno.test('the notice links to the review page of the invitation in both parts', () => {
  const link = 'https://app.example.com/reviews/30000000-0000-4000-a000-000000000004';
  assertEquals(reviewLink(data.siteUrl, data.invitationId), link);
  const email = renderInterviewReadyEmail(data);
  assertEquals(email.subject, 'Cara & "Co" completed Senior <Frontend> Engineer: ready to review');
  assert(email.text.includes(link), 'the text part has the link');
  assert(email.html.includes(`href="${link}"`), 'the HTML part has the link');
  assert(email.text.includes('Their 3 answers are processed and ready to review'), 'the count');
  assert(
    renderInterviewReadyEmail({ ...data, answerCount: 1 }).text.includes('Their 1 answer is'),
    'one answer',
  );
});

Deno.test('every value from users is HTML-escaped in the HTML part', () => {
  const { html } = renderInterviewReadyEmail(data);
  assert(html.includes('Cara &amp; &quot;Co&quot;'), 'the candidate escaped');
  assert(html.includes('Senior &lt;Frontend&gt; Engineer'), 'the title escaped');
  assert(!html.includes('<Frontend>'), 'no raw markup');
});
