import { assertEquals } from '../testing/assert.ts';
import { feedbackDraft } from './feedback-draft.ts';

Deno.test('the draft thanks the candidate and lists each rater note once, in order', () => {
  assertEquals(
    feedbackDraft('  Backend\nengineer ', [
      'Clear structure',
      '',
      '  clear  ',
      'Clear structure',
      'Good\n examples',
    ]),
    [
      'Thank you for your time on the video interview for Backend engineer.',
      '',
      'Here is what the team noted:',
      '- Clear structure',
      '- clear',
      '- Good examples',
    ].join('\n'),
  );
});

Deno.test('without notes the draft is the thank-you alone', () => {
  assertEquals(
    feedbackDraft('Designer', ['  ', '']),
    'Thank you for your time on the video interview for Designer.',
  );
});
