// How the model's drafts are read: fixed into the form's limits where a value is only out of range,
// dropped where the suggestion itself is unusable, screened for protected characteristics, capped.
// Run by tests/api/function-deno-tests.test.ts.
import { assertEquals } from '../testing/assert.ts';
import { draftCompetencyOf, draftQuestionOf, draftsFromOutput } from './draft-output.ts';

const anchors = ['Weak', 'Some', 'Adequate', 'Good', 'Excellent'];
const question = (text: string) => ({
  text,
  response_format: 'VIDEO',
  time_limit_seconds: 120,
  thinking_seconds: 30,
});
const competency = (name: string) => ({ name, description: `About ${name}`, anchors });

Deno.test('a question has its format and times clamped into the limits, its text trimmed', () => {
  assertEquals(
    draftQuestionOf({
      text: '  Tell me about a hard deadline.  ',
      response_format: 'text',
      time_limit_seconds: 5000.4,
      thinking_seconds: -3,
    }),
    {
      text: 'Tell me about a hard deadline.',
      response_format: 'TEXT',
      time_limit_seconds: 600,
      thinking_seconds: 0,
    },
  );
  assertEquals(
    draftQuestionOf({
      text: 'Why us?',
      response_format: 'CHOICE',
      time_limit_seconds: 'long',
      thinking_seconds: null,
    }),
    { text: 'Why us?', response_format: 'VIDEO', time_limit_seconds: 120, thinking_seconds: 0 },
  );
  assertEquals(draftQuestionOf({ ...question('Short'), time_limit_seconds: 10 })?.time_limit_seconds, 30);
});

Deno.test('a question without text, or longer than a question may be, is dropped', () => {
  assertEquals(draftQuestionOf(question('   ')), undefined);
  assertEquals(draftQuestionOf(question('x'.repeat(2001))), undefined);
  assertEquals(draftQuestionOf({ response_format: 'VIDEO' }), undefined);
  assertEquals(draftQuestionOf('Why us?'), undefined);
});

Deno.test('a competency needs a name within 100 characters and five non-blank anchors', () => {
  assertEquals(draftCompetencyOf({ name: ' Ownership ', description: 3, anchors }), {
    name: 'Ownership',
    description: '',
    anchors,
  });
  assertEquals(draftCompetencyOf({ ...competency('Four levels'), anchors: anchors.slice(1) }), undefined);
  assertEquals(
    draftCompetencyOf({ ...competency('Blank level'), anchors: ['a', 'b', ' ', 'd', 'e'] }),
    undefined,
  );
  assertEquals(draftCompetencyOf(competency('n'.repeat(101))), undefined);
  assertEquals(draftCompetencyOf({ ...competency('Long'), description: 'd'.repeat(1001) }), undefined);
  assertEquals(
    draftCompetencyOf({ ...competency('Long anchor'), anchors: [...anchors.slice(1), 'a'.repeat(301)] }),
    undefined,
  );
});

Deno.test('suggestions touching a protected characteristic are left out and counted', () => {
  const drafts = draftsFromOutput({
    questions: [question('How old are you?'), question('Tell me about a launch you led.')],
    competencies: [
      competency('Communication'),
      { name: 'Cultural background', description: 'Shares our religion', anchors },
    ],
  });
  assertEquals(
    drafts.questions.map((q) => q.text),
    ['Tell me about a launch you led.'],
  );
  assertEquals(
    drafts.competencies.map((c) => c.name),
    ['Communication'],
  );
  assertEquals(drafts.removed, 2);
});

Deno.test('repeats are dropped, and at most 8 questions and 6 competencies are kept', () => {
  const drafts = draftsFromOutput({
    questions: [
      question('Why us?'),
      question('why US?'),
      ...Array.from({ length: 10 }, (_, i) => question(`Q${i}`)),
    ],
    competencies: [
      competency('Focus'),
      competency('FOCUS'),
      ...Array.from({ length: 9 }, (_, i) => competency(`C${i}`)),
    ],
  });
  assertEquals(
    drafts.questions.map((q) => q.text),
    ['Why us?', 'Q0', 'Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6'],
  );
  assertEquals(
    drafts.competencies.map((c) => c.name),
    ['Focus', 'C0', 'C1', 'C2', 'C3', 'C4'],
  );
  assertEquals(drafts.removed, 0);
});
