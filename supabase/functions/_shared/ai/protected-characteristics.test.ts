// The screen that leaves out drafted suggestions touching a protected characteristic, whatever the
// model was told. Run by tests/api/function-deno-tests.test.ts.
import { assertEquals } from '../testing/assert.ts';
import { touchesProtectedCharacteristic } from './protected-characteristics.ts';

const PROTECTED: Record<string, string[]> = {
  age: [
    'How old are you?',
    'What is your age?',
    'Please state your date of birth.',
    'When were you born?',
    'Are you under 30?',
    'When do you plan to retire?',
    '¿Cuántos años tiene usted?',
    '¿Cuál es su edad?',
    'Quel âge avez-vous ?',
    'Wie alt sind Sie?',
  ],
  religion: [
    'What is your religion?',
    'Are you a practising Christian?',
    'Do you go to church on Sundays?',
    'Which religious holidays do you observe?',
    'Are you Muslim?',
    '¿Cuál es su religión?',
    'Quelle est votre religion ?',
    'Welcher Konfession gehören Sie an?',
  ],
  nationality: [
    'Which country are you a citizen of?',
    'What is your nationality?',
    'Where are you from originally?',
    'Do you hold German citizenship?',
    'What is your country of origin?',
    '¿Cuál es su nacionalidad?',
    'Quelle est votre nationalité ?',
    'Welche Staatsangehörigkeit haben Sie?',
  ],
  'race or ethnicity': ['What is your ethnic background?', 'What is your race?'],
  'sex, gender, orientation': [
    'What is your gender?',
    'Are you a man or a woman?',
    'What is your sexual orientation?',
    'Are you gay?',
  ],
  'family and pregnancy': [
    'Are you married?',
    'Do you have children?',
    'Are you planning to have children soon?',
    'Are you pregnant?',
    'What does your husband do?',
    '¿Está casada?',
    'Avez-vous des enfants ?',
    'Sind Sie verheiratet?',
    'Sind Sie schwanger?',
  ],
  'disability and health': [
    'Do you have a disability?',
    'Do you have any medical conditions we should know about?',
    'How many sick days did you take last year?',
    'How is your health?',
  ],
  'political opinion and union membership': [
    'Which party do you vote for?',
    'What are your political views?',
    'Are you a trade union member?',
    'Sind Sie Mitglied einer Gewerkschaft?',
  ],
};

const JOB_RELATED = [
  'Tell me about a time you managed a difficult stakeholder.',
  'How would you manage a budget over 50 000 euros?',
  'Describe how you kept a release on schedule when the team disagreed.',
  'How do you find a race condition in concurrent code?',
  'What health and safety checks do you run on site before a shift?',
  'How would you make a web form accessible to people who use screen readers?',
  'Tell me about international customers you have supported.',
  'How do you prioritise when two managers ask for help at once?',
  'Cuéntame de una vez en la que resolviste un conflicto con un cliente.',
  'Décrivez un projet dont vous êtes fier.',
  'Glauben Sie, dass Tests vor dem Code geschrieben werden sollten?',
  'Wie gehen Sie mit einer Alternative um, die das Team ablehnt?',
  'How would you syndicate our content to partner sites?',
  'Competency: Stakeholder management. 1: Ignores stakeholders. 5: Aligns every stakeholder early.',
];

for (const [characteristic, questions] of Object.entries(PROTECTED)) {
  Deno.test(`a question about ${characteristic} is caught, in every phrasing`, () => {
    for (const question of questions) {
      assertEquals(touchesProtectedCharacteristic(question), true, question);
    }
  });
}

Deno.test('job-related questions pass, also those sharing a word with a protected topic', () => {
  for (const question of JOB_RELATED) {
    assertEquals(touchesProtectedCharacteristic(question), false, question);
  }
});
