// The questions as the candidate's accommodations make them (issue #19 item 5): the time limit
// stretched (x1.5, x2) or gone (UNTIMED: no countdown at all), and a VIDEO or AUDIO question
// answered as text when the candidate may write instead and chose to.
import { accommodatedTimeLimit, type Accommodations } from '#contract/accommodations';
import type { TakeAnswer, TakeQuestion } from '#contract/take';

/** Each question with its accommodated time limit (unchanged when untimed: no countdown shows it). */
export function accommodatedQuestions(
  questions: TakeQuestion[],
  time: Accommodations['time'],
): TakeQuestion[] {
  return questions.map((question) => ({
    ...question,
    time_limit_seconds:
      accommodatedTimeLimit(question.time_limit_seconds, time) ?? question.time_limit_seconds,
  }));
}

/** The questions whose saved answer is written although they ask for a recording. */
export function writtenAnswers(answers: TakeAnswer[]): Record<string, boolean> {
  return Object.fromEntries(
    answers.filter((answer) => answer.response_text !== null).map((a) => [a.question_id, true]),
  );
}

/** The question as it is answered: as TEXT when the candidate writes instead of recording. */
export function answeredAs(question: TakeQuestion, writing: Record<string, boolean>): TakeQuestion {
  return writing[question.id] ? { ...question, response_format: 'TEXT' } : question;
}
