// axe-core on the video resume screens: the recorder's steps (signed out, setup, record, recording,
// preview, upload), a resume seen by its owner, by a visitor and when missing, and the edit page.
import { describe, it } from 'vitest';
import { smallWebm } from '../../support/review-fixtures.ts';
import { seedResume, uploadResumeVideo } from '../../support/video-resume-fixtures.ts';
import { createTestUser, type TestUser } from '../../support/users.ts';
import { ResumesPageObject } from '../resumes/resumes.po.ts';
import { expectAccessible } from './axe.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

/** A candidate with an active resume whose recording is a real, playable WebM. */
async function candidateWithResume(): Promise<{ owner: TestUser; id: string; publicUrl: string }> {
  const owner = await createTestUser(config, { firstName: 'Rita', lastName: 'Resume' });
  const videoPath = await uploadResumeVideo(owner, await smallWebm());
  const resume = await seedResume(screens.sql, owner, { videoPath });
  return { owner, id: resume.id, publicUrl: resume.publicUrl };
}

describe('the video resume screens have no serious accessibility violations', () => {
  it('the recorder signed out', async () => {
    const resumes = new ResumesPageObject(await screens.openPage());
    await resumes.openRecorder();
    await resumes.heading('Authentication Required').waitFor();
    await expectAccessible(resumes.page, 'create resume: authentication required');
  });

  it('the recorder: setup, record, recording, preview and upload', async () => {
    const resumes = new ResumesPageObject(await screens.openPage(await createTestUser(config)));
    await resumes.openRecorder();
    await resumes.initialize.waitFor();
    await expectAccessible(resumes.page, 'create resume: setup');

    await resumes.initialize.click();
    await resumes.button('Start Recording').waitFor();
    await expectAccessible(resumes.page, 'create resume: record');
    await resumes.button('Start Recording').click();
    await resumes.recordingIndicator.waitFor();
    await expectAccessible(resumes.page, 'create resume: recording');
    await resumes.button('Stop Recording').click();

    await resumes.preview.waitFor();
    await expectAccessible(resumes.page, 'create resume: preview');
    await resumes.button('Continue to Upload').click();
    await resumes.button('Upload Video Resume').waitFor();
    await expectAccessible(resumes.page, 'create resume: upload');
  });

  it('a resume seen by its owner, then its edit page', async () => {
    const { owner, id } = await candidateWithResume();
    const resumes = new ResumesPageObject(await screens.openPage(owner));
    await resumes.openResume(`/candidate/video-resumes/${id}`);
    await resumes.page.getByText('by Rita Resume').waitFor();
    await resumes.section('Analytics').getByText('No views yet').waitFor();
    await expectAccessible(resumes.page, 'video resume: owner');

    await resumes.openResume(`/candidate/video-resumes/${id}/edit`);
    await resumes.heading('Edit Video Resume').waitFor();
    await resumes.titleInput.waitFor();
    await expectAccessible(resumes.page, 'edit video resume');
  });

  it('a resume seen by a visitor from its public link, and a missing one', async () => {
    const { publicUrl } = await candidateWithResume();
    const resumes = new ResumesPageObject(await screens.openPage());
    await resumes.openResume(`/resume/${publicUrl}`);
    await resumes.page.getByText('by Rita Resume').waitFor();
    await resumes.page.getByText('Interested in this candidate?').waitFor();
    await expectAccessible(resumes.page, 'video resume: visitor');

    await resumes.openResume(`/resume/video-resume-${crypto.randomUUID()}`);
    await resumes.heading('Video Resume Not Found').waitFor();
    await expectAccessible(resumes.page, 'video resume: not found');
  });
});
