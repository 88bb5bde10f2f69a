// One run across every role in Chromium, each person in a browser of their own: an admin promotes a
// newly registered user to recruiter; the recruiter creates an interview and invites a candidate by
// e-mail; the candidate registers from the mail's link and answers by video, audio and text with the
// fake camera; the recruiter plays the recording, runs the analysis (local OpenAI-protocol server)
// and marks the interview reviewed; the candidate finds it as Reviewed in History.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../support/interview-fixtures.ts';
import { latestMail } from '../../support/mail.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { AdminPageObject } from '../admin/admin.po.ts';
import { CandidatePageObject } from '../candidate/candidate.po.ts';
import { RecruiterPageObject } from '../recruiter/recruiter.po.ts';
import { ReviewsPageObject } from '../reviews/reviews.po.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from '../take/take.po.ts';

const PASSWORD = 'journey-password-1';
/** Four people and two recordings in one run: longer than the stack's 60 s default on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;

/** Each person in a browser context of their own: nothing of another's session or storage is shared. */
const screens = useBrowser();
let sql: Database;

beforeAll(() => {
  sql = screens.sql;
});

async function invitationOf(interviewId: string) {
  return sql<{ id: string; status: string; candidate_email: string | null }[]>`
    select inv.id, inv.status, u.email as candidate_email
    from public.invitations inv left join auth.users u on u.id = inv.candidate_id
    where inv.interview_id = ${interviewId}`;
}

describe('the whole product, every role', () => {
  it(
    'admin promotes, recruiter invites, candidate answers, recruiter reviews, candidate sees Reviewed',
    async () => {
      // A visitor registers as a candidate through the login screen's create-account form.
      const recruiterEmail = `${uniqueName('journey-recruiter')}@test.example.com`;
      const recruiterBrowser = await screens.newContext();
      const newUser = new CandidatePageObject(await recruiterBrowser.newPage());
      await newUser.open('/candidate/login');
      await newUser.auth.switchToCreateAccount();
      await newUser.auth.register({
        firstName: 'Rhea',
        lastName: 'Recruits',
        email: recruiterEmail,
        password: PASSWORD,
      });
      await newUser.auth.confirmEmail(recruiterEmail);
      await newUser.waitForPath('/candidate/dashboard');
      await newUser.heading('Welcome, Rhea!').waitFor();

      // An admin finds the new user in the control room and makes them a recruiter.
      const adminUser = await createTestUser(config, { role: 'ADMIN' });
      const adminBrowser = await screens.newContext(adminUser);
      const admin = new AdminPageObject(await adminBrowser.newPage());
      await admin.openControlRoom();
      await admin.search(recruiterEmail);
      await admin.userRow(recruiterEmail).getByText('CANDIDATE', { exact: true }).waitFor();
      await admin.choose(recruiterEmail, 'Make Recruiter');
      await admin.notification('User role updated successfully to RECRUITER').waitFor();
      await admin.userRow(recruiterEmail).getByText('RECRUITER', { exact: true }).waitFor();
      const [promoted] = await sql<{ role: string }[]>`
      select p.role from public.profiles p join auth.users u on u.id = p.id where u.email = ${recruiterEmail}`;
      expect(promoted?.role).toBe('RECRUITER');

      // The same session, not signed in again, now opens the Recruiter Hub and creates an interview.
      const recruiter = new RecruiterPageObject(newUser.page);
      await recruiter.openDashboard();
      await recruiter.createNewInterview.click();
      await recruiter.waitForPath('/interviews/create');
      const title = uniqueName('Journey interview');
      // The directives steer the local OpenAI-protocol server's score for each answer's analysis.
      const interviewId = await recruiter.createInterview({
        title,
        description: 'Three questions, one of each format.',
        questions: [
          { text: 'Tell us about a launch you led [openai-test:score=88]', format: 'VIDEO' },
          { text: 'Walk us through a hard bug [openai-test:score=74]', format: 'AUDIO' },
          { text: 'Write a note to a new teammate [openai-test:score=61]', format: 'TEXT' },
        ],
      });
      expect(await recruiter.questionItems.count()).toBe(3);

      const candidateEmail = `${uniqueName('journey-candidate')}@test.example.com`;
      await recruiter.invite({ firstName: 'Cleo', lastName: 'Journey', email: candidateEmail });
      await recruiter.notification('Invitation sent successfully!').waitFor();
      await recruiter.invitationRow('Cleo Journey').getByText('Email sent').waitFor();
      await recruiter.waitForStatistic('Pending', 1);

      // The candidate opens the link in the mail, in a browser of their own, signed out.
      const mail = await latestMail(candidateEmail);
      expect(mail.subject).toContain(title);
      const link = mail.links.find((href) => href.startsWith(`${config.siteUrl}/take/`));
      expect(link).toBeDefined();
      const token = new URL(link ?? '').pathname.split('/').pop() ?? '';

      const take = new TakePageObject(
        await (await screens.newContext(undefined, { permissions: ['camera', 'microphone'] })).newPage(),
      );
      const candidate = new CandidatePageObject(take.page);
      await take.page.goto(link ?? '');
      await take.heading(title, 1).waitFor();
      await take.startInterview.click();
      await take.createAccount.click();
      await candidate.waitForPath('/candidate/login');
      expect(new URL(take.page.url()).searchParams.get('token')).toBe(token);
      await candidate.heading('Create Candidate Account').waitFor();
      await candidate.auth.register({
        firstName: 'Cleo',
        lastName: 'Journey',
        email: candidateEmail,
        password: PASSWORD,
      });
      await candidate.auth.confirmEmail(candidateEmail);
      await candidate.waitForPath(`/take/${token}`);
      expect(await invitationOf(interviewId)).toEqual([
        { id: expect.any(String), status: 'PENDING', candidate_email: candidateEmail },
      ]);

      // Start Interview was pressed before registering: the flow goes on at the notice, then the device check.
      await take.agreeToNotice();
      await take.heading('Camera and microphone check').waitFor();
      await take.testDevices.click();
      await take.continueToInterview.click();
      // The interview keeps the form's default: a practice question first, which this candidate skips.
      await take.heading('Practice question').waitFor();
      await take.button('Skip practice').click();
      await take.questionHeading(1, 3).waitFor();
      await take.recordAnswer(2);
      await take.next.click();
      await take.questionHeading(2, 3).waitFor();
      await take.recordAnswer(2);
      await take.next.click();
      await take.questionHeading(3, 3).waitFor();
      await take.answerWithText('Welcome aboard: ask anything, anytime.');
      await take.complete.click();
      await take.completeHeading.waitFor();
      const [completed] = await invitationOf(interviewId);
      expect(completed?.status).toBe('COMPLETED');
      const answers = await sql<{ media_path: string | null; response_text: string | null }[]>`
      select r.media_path, r.response_text from public.responses r
      join public.questions q on q.id = r.question_id
      where r.invitation_id = ${completed?.id ?? null} order by q.order_number`;
      expect(answers).toEqual([
        { media_path: expect.stringMatching(/\.webm$/), response_text: null },
        { media_path: expect.stringMatching(/\.webm$/), response_text: null },
        { media_path: null, response_text: 'Welcome aboard: ask anything, anytime.' },
      ]);

      // The recruiter reviews: the list counts it as pending, the video plays.
      await recruiter.openDashboard();
      await recruiter.reviewInterviews.click();
      const reviews = new ReviewsPageObject(recruiter.page);
      await reviews.page.getByRole('heading', { name: 'Completed Interviews', level: 1 }).waitFor();
      await reviews.counterShows('Pending Review', 1);
      await reviews.counterShows('Reviewed', 0);
      await reviews.row('Cleo Journey').getByText('Needs Review').waitFor();
      await reviews.openReviewOf('Cleo Journey');
      await reviews.question(/Tell us about a launch/).waitFor();
      await reviews.video.waitFor();
      const playedTo = await reviews.video.evaluate<number, unknown>(`(async () => {
      const video = document.querySelector('video');
      video.muted = true;
      await video.play();
      await new Promise((resolve) => {
        const check = () => (video.currentTime > 0.5 ? resolve() : requestAnimationFrame(check));
        check();
      });
      video.pause();
      return video.currentTime;
    })()`);
      expect(playedTo).toBeGreaterThan(0.5);

      // The analysis of the video answer, with no click: the worker transcribed its speech track and
      // the local server scored it; the transcript's lines carry their times.
      await reviews.section('AI Analysis').getByText('Overall score: 88/100').waitFor({ timeout: 90_000 });
      await reviews.regenerate.waitFor();
      await reviews.page
        .getByRole('button', { name: /^Play from 0:00 I led the move of our checkout/ })
        .waitFor();
      await reviews
        .question(/Tell us about a launch/)
        .getByRole('img', { name: 'AI analysed' })
        .waitFor();

      await reviews.markReviewed.click();
      await reviews.markReviewed.waitFor({ state: 'detached' });
      expect((await invitationOf(interviewId))[0]?.status).toBe('REVIEWED');
      await reviews.page.getByRole('link', { name: 'Back to Reviews' }).click();
      await reviews.counterShows('Pending Review', 0);
      await reviews.counterShows('Reviewed', 1);
      await reviews.row('Cleo Journey').getByText('Reviewed', { exact: true }).waitFor();

      // The candidate's History shows the interview as Reviewed.
      await candidate.open('/candidate/dashboard');
      await candidate.heading('Welcome, Cleo!').waitFor();
      await candidate.item('Interview History', title).getByText('Reviewed', { exact: true }).waitFor();
      expect(await candidate.counterValue('Completed Interviews')).toBe('1');
      expect(await candidate.counterValue('Pending Interviews')).toBe('0');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
