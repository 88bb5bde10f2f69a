// Issue #37's journey in Chromium: a recruiter drafts an interview from a job description (the
// local OpenAI-protocol server answers), adds a knockout choice question, a file question and a
// question asked on video (recorded with the fake camera, processed by the worker), saves it as a
// template and starts a second interview from it; a candidate who picks no knockout uploads a PDF,
// watches the video question and answers it on camera; the reviewer sees the choice, downloads the
// file and plays both videos. The knockout ending is choice-knockout.test.ts's journey.
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../../support/answer-file-bytes.ts';
import { seedInvitation } from '../../support/interview-fixtures.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { RecruiterPageObject } from '../recruiter/recruiter.po.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { waitInPage } from '../support/wait-in-page.ts';
import { TakePageObject } from '../take/take.po.ts';

/** Two people, a clip and an answer processed by the worker: far longer than one screen's test. */
const JOURNEY_TIMEOUT_MS = 240_000;
const PROCESSED = { timeout: 120_000 };

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

const ANCHORS = ['Vague', 'Some detail', 'Clear', 'Clear with results', 'Measured and reflective'];
/** What the local AI provider answers for the job description (tests/support/openai-server.ts). */
const DRAFT = {
  questions: [
    {
      text: 'Tell us how you calmed an upset customer.',
      response_format: 'TEXT',
      time_limit_seconds: 300,
      thinking_seconds: 0,
    },
  ],
  competencies: [{ name: 'Customer focus', description: 'Puts the customer first.', anchors: ANCHORS }],
};

/** Plays the <video> labelled `label` (muted, so no autoplay rule stops it) past half a second. */
async function playVideo(page: RecruiterPageObject['page'], label: string): Promise<void> {
  const video = `document.querySelector('video[aria-label="${label}"]')`;
  await page.getByLabel(label, { exact: true }).waitFor();
  await page.evaluate(`(() => { const v = ${video}; v.muted = true; return v.play(); })()`);
  await waitInPage(page, `${video}.currentTime > 0.5`);
}

describe('a richer interview, from a job description to the review', () => {
  it(
    'is drafted, given choice, file and video questions, reused as a template, answered and reviewed',
    async () => {
      const { sql } = screens;
      const recruiter = await createTestUser(config, { role: 'RECRUITER' });
      const hub = new RecruiterPageObject(await screens.openPage(recruiter));
      const title = uniqueName('Store supervisor');

      // Drafted from a job description: the suggestions are accepted into the form.
      await hub.open('/interviews/create');
      await hub.page.getByLabel('Interview Title').fill(title);
      await hub.page.getByRole('button', { name: 'Draft from a job description' }).click();
      const script = Buffer.from(JSON.stringify(DRAFT)).toString('base64url');
      await hub.page
        .getByRole('textbox', { name: 'Job description' })
        .fill(
          `Store supervisor leading a team of six and handling complaints. [openai-test:content=${script}]`,
        );
      await hub.page.getByRole('button', { name: 'Generate drafts' }).click();
      await hub.page.getByRole('button', { name: 'Accept all' }).click();
      await hub.page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect
        .poll(() => hub.question(1).getByLabel('Question text').inputValue())
        .toBe(DRAFT.questions[0]?.text);

      // A knockout choice question.
      await hub.addQuestion.click();
      await hub.fillQuestion(2, { text: 'Do you hold a work permit for Germany?', format: 'CHOICE' });
      await hub
        .question(2)
        .getByRole('textbox', { name: /^Option 1/ })
        .fill('Yes');
      await hub
        .question(2)
        .getByRole('textbox', { name: /^Option 2/ })
        .fill('No');
      await hub.question(2).getByRole('checkbox', { name: 'Option 2 is a knockout' }).check();

      // A file question.
      await hub.addQuestion.click();
      await hub.fillQuestion(3, { text: 'Upload a sample rota you made.', format: 'FILE' });

      // A question asked on video, recorded with the same recorder the candidate uses.
      await hub.addQuestion.click();
      await hub.fillQuestion(4, { text: 'Watch the clip, then tell us what you would do.', format: 'VIDEO' });
      await hub.question(4).getByRole('button', { name: 'Record a video question' }).click();
      const recorder = hub.page.getByRole('dialog');
      await recorder.getByRole('button', { name: 'Start recording' }).click();
      await recorder.getByRole('button', { name: 'Stop recording' }).waitFor();
      await expectAccessible(hub.page, 'create interview: recording a video question');
      await hub.page.waitForTimeout(2_000);
      await recorder.getByRole('button', { name: 'Stop recording' }).click();
      await recorder.getByRole('button', { name: 'Use this video' }).click();
      await hub.question(4).getByText('Ready', { exact: true }).waitFor(PROCESSED);
      await expectAccessible(hub.page, 'create interview: file and video questions, the clip ready');

      await hub.submitInterview.click();
      await hub.waitForPath(/^\/interviews\/[0-9a-f-]{36}$/);
      const interviewId = hub.pathname().split('/').pop() ?? '';
      const questionsOf = (id: string) => sql<
        {
          text: string;
          response_format: string;
          prompt: boolean;
          options: { label: string; knockout: boolean }[];
        }[]
      >`
        select q.text, q.response_format::text, q.prompt_video_id is not null as prompt,
               coalesce((select jsonb_agg(jsonb_build_object('label', o.label, 'knockout', o.knockout) order by o.position)
                         from public.question_options o where o.question_id = q.id), '[]'::jsonb) as options
        from public.questions q where q.interview_id = ${id} order by q.order_number`;
      const built = await questionsOf(interviewId);
      expect(built.map((q) => [q.response_format, q.prompt])).toEqual([
        ['TEXT', false],
        ['CHOICE', false],
        ['FILE', false],
        ['VIDEO', true],
      ]);
      const competencies = await sql<{ name: string }[]>`
        select name from public.scorecard_competencies where interview_id = ${interviewId}`;
      expect(competencies).toEqual([{ name: 'Customer focus' }]);
      expect(built[1]?.options).toEqual([
        { label: 'Yes', knockout: false },
        { label: 'No', knockout: true },
      ]);

      // Saved as a template, and a second interview started from it.
      const templateName = uniqueName('Supervisor template');
      await hub.page.getByRole('button', { name: 'Save as template' }).click();
      await hub.page.getByLabel('Template name').fill(templateName);
      await hub.page.getByRole('button', { name: 'Save template' }).click();
      await hub.notification(`Saved as template “${templateName}”`).waitFor();
      await hub.open('/interviews/create');
      await hub.page.getByRole('button', { name: 'Start from a template' }).click();
      await hub.page.getByRole('button', { name: `Use ${templateName}` }).waitFor();
      await expectAccessible(hub.page, 'create interview: the library with a saved template');
      await hub.page.getByRole('button', { name: `Use ${templateName}` }).click();
      await expect.poll(() => hub.page.getByLabel('Interview Title').inputValue()).toBe(title);
      // A question kept in the library, which lists it to add to any interview.
      await hub.page.getByRole('button', { name: 'Save to library: question 2' }).click();
      await hub.page.getByRole('dialog', { name: 'Save to library' }).waitFor();
      await expectAccessible(hub.page, 'create interview: saving a question to the library');
      await hub.page.getByRole('button', { name: 'Save template' }).click();
      await hub.page.getByRole('dialog', { name: 'Save to library' }).waitFor({ state: 'detached' });
      await hub.page.getByRole('button', { name: 'Add from library' }).click();
      const library = hub.page.getByRole('dialog', { name: 'Add from library' });
      await library.getByText('Do you hold a work permit for Germany?').first().waitFor();
      await expectAccessible(hub.page, 'create interview: the question library');
      await hub.page.keyboard.press('Escape');
      await library.waitFor({ state: 'detached' });
      const secondTitle = uniqueName('Store supervisor, second round');
      await hub.page.getByLabel('Interview Title').fill(secondTitle);
      await hub.submitInterview.click();
      await hub.waitForPath(/^\/interviews\/[0-9a-f-]{36}$/);
      await hub.heading(secondTitle, 1).waitFor();
      const secondId = hub.pathname().split('/').pop() ?? '';
      expect(await questionsOf(secondId)).toEqual(built);

      // A candidate who picks no knockout: uploads a PDF, watches the video question, answers it.
      await sql`update public.interviews set status = 'ACTIVE' where id = ${interviewId}`;
      const invitationId = await seedInvitation(sql, interviewId);
      const take = new TakePageObject(await screens.openPage(await createTestUser(config)));
      await take.open(await tokenOf(sql, invitationId));
      await take.startAndContinue();
      await take.heading('Practice question').waitFor();
      await take.button('Skip practice').click();
      await take.questionHeading(1, 4).waitFor();
      await take.answerWithText('I listened first, then offered a refund.');
      await take.next.click();
      await take.questionHeading(2, 4).waitFor();
      await take.page
        .getByRole('radiogroup', { name: 'Do you hold a work permit for Germany?' })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await take.next.click();
      await take.questionHeading(3, 4).waitFor();
      const pdf = pdfBytes('A sample rota');
      await take.page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'rota.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
      await take.page.getByText('Sent: rota.pdf').waitFor();
      await expectAccessible(take.page, 'take: a FILE question answered');
      await take.next.click();
      await take.questionHeading(4, 4).waitFor();
      await take.page.getByText('Watch the question').waitFor();
      await playVideo(take.page, 'Video of question 4');
      await expectAccessible(take.page, 'take: a question asked on video');
      await take.button('Answer the question').click();
      await take.recordAnswer(2);
      await take.complete.click();
      await take.completeHeading.waitFor();

      // The reviewer sees the choice, downloads the file and plays both videos.
      await hub.open(`/reviews/${invitationId}`);
      await hub.page.getByRole('button', { name: /Do you hold a work permit/ }).click();
      await hub.page.getByText('Picked').first().waitFor();
      await hub.page.getByRole('button', { name: /Upload a sample rota/ }).click();
      const [download] = await Promise.all([
        hub.page.waitForEvent('download'),
        hub.page.getByRole('button', { name: 'Download rota.pdf' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('rota.pdf');
      expect(new Uint8Array(await buffer(await download.createReadStream()))).toEqual(pdf);
      await expectAccessible(hub.page, 'review: a FILE answer');
      await hub.page.getByRole('button', { name: /Watch the clip/ }).click();
      await playVideo(hub.page, 'Video of question 4');
      await hub.page.getByLabel('Video response').waitFor(PROCESSED);
      await playVideo(hub.page, 'Video response');
      await expectAccessible(hub.page, 'review: a question asked on video and its answer');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
