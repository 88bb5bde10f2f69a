// The candidate's side in the workspace's brand (issue #17 item 6), in Chromium: /take with the
// logo and name in the header and the brand colour on the primary button only when white text on
// it keeps WCAG AA (today's colours otherwise), the portal's cards, and the public resume's promo.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedInterview, seedInvitation, type Database } from '../../support/interview-fixtures.ts';
import { seedResume } from '../../support/video-resume-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../../support/users.ts';
import { brandWorkspace, LOGO_WIDTH, type WorkspaceBrandInput } from '../../support/workspace-brand.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { CandidatePageObject } from '../candidate/candidate.po.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from './take.po.ts';

/** The page's own function, for the callbacks evaluated there (the tests' tsconfig has no DOM types). */
declare function getComputedStyle(element: unknown): { backgroundColor: string; borderLeftColor: string };

/** The width of an img as the browser decoded it: 0 until it has loaded. */
const naturalWidth = (img: unknown) => (img as { naturalWidth: number }).naturalWidth;

const screens = useBrowser();
let sql: Database;

beforeAll(() => {
  sql = screens.sql;
});

/** A take link of a new recruiter's interview, their workspace named and branded by `brand`. */
async function brandedTake(brand: WorkspaceBrandInput | null, candidate?: TestUser) {
  const recruiter = await createTestUser(config, { role: 'RECRUITER' });
  if (brand) await brandWorkspace(sql, recruiter, brand);
  const interview = await seedInterview(sql, recruiter, { title: uniqueName('Branded interview') });
  const id = await seedInvitation(sql, interview.id, 'PENDING', candidate);
  const [row] = await sql<
    { token: string }[]
  >`select unique_link_token as token from public.invitations where id = ${id}`;
  return { token: row?.token ?? '', title: interview.title };
}

async function openTake(token: string): Promise<TakePageObject> {
  const page = new TakePageObject(await screens.openPage());
  await page.open(token);
  await page.startInterview.waitFor();
  return page;
}

function backgroundOf(page: TakePageObject): Promise<string> {
  return page.startInterview.evaluate((button) => getComputedStyle(button).backgroundColor);
}

describe('the /take flow of a branded workspace', () => {
  it('shows the logo and name in its header and the brand colour on Start Interview; axe finds nothing serious', async () => {
    const name = uniqueName('Brandwell');
    const { token } = await brandedTake({ name, brandColor: '#1c4f9c', logo: true });
    const take = await openTake(token);

    const header = take.page.getByRole('banner');
    const logo = header.getByRole('img', { name: `${name} logo` });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate(naturalWidth)).toBe(LOGO_WIDTH);
    expect(await header.textContent()).toContain(name);
    expect(await take.page.getByText(`${name} invites you, Casey`).count()).toBe(1);
    expect(await backgroundOf(take)).toBe('rgb(28, 79, 156)');

    await expectAccessible(take.page, 'the branded /take welcome step');
  });

  it('keeps the default colour when white text on the brand colour would be unreadable, and without branding', async () => {
    const pale = await openTake(
      (await brandedTake({ name: uniqueName('Pale'), brandColor: '#ffe066' })).token,
    );
    const plain = await openTake((await brandedTake(null)).token);

    const defaultColor = await backgroundOf(plain);
    expect(defaultColor).not.toBe('rgb(28, 79, 156)');
    expect(await backgroundOf(pale)).toBe(defaultColor);
    expect(await backgroundOf(pale)).not.toBe('rgb(255, 224, 102)');
    // No logo set: the header names the workspace ("{first name}'s team" by default) and shows no image.
    const header = plain.page.getByRole('banner');
    expect(await header.textContent()).toContain("Test's team");
    expect(await header.getByRole('img').count()).toBe(0);
  });
});

describe('the candidate portal', () => {
  it("shows each invitation card with its workspace's logo, name and colour accent", async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const name = uniqueName('Cardwell');
    const { title } = await brandedTake({ name, brandColor: '#1c4f9c', logo: true }, candidate);

    const portal = new CandidatePageObject(await screens.openPage(candidate));
    await portal.open('/candidate/dashboard');
    const card = portal.item('Pending Interviews', title);
    await card.waitFor();
    const logo = card.getByRole('img', { name: `${name} logo` });
    await expect.poll(() => logo.evaluate(naturalWidth)).toBe(LOGO_WIDTH);
    expect(await card.textContent()).toContain(name);
    expect(await card.evaluate((li) => getComputedStyle(li).borderLeftColor)).toBe('rgb(28, 79, 156)');
    const start = card.getByRole('link', { name: 'Start Interview' });
    expect(await start.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe('rgb(28, 79, 156)');
  });
});

describe('the public video resume', () => {
  it("invites a signed-in member of a workspace to interview with it; anon keeps the spec's promo", async () => {
    const owner = await createTestUser(config, { role: 'CANDIDATE' });
    const resume = await seedResume(sql, owner);
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const name = uniqueName('Hirewell');
    await brandWorkspace(sql, recruiter, { name, brandColor: '#1c4f9c', logo: true });

    const member = new CandidatePageObject(await screens.openPage(recruiter));
    await member.open(`/resume/${resume.publicUrl}`);
    const promo = member.section('Interested in this candidate?');
    await promo.getByText(`Invite them to interview with ${name}.`).waitFor();
    const logo = promo.getByRole('img', { name: `${name} logo` });
    await expect.poll(() => logo.evaluate(naturalWidth)).toBe(LOGO_WIDTH);
    const invite = promo.getByRole('link', { name: 'Invite to an interview' });
    expect(await invite.getAttribute('href')).toBe('/dashboard');
    expect(await invite.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe('rgb(28, 79, 156)');

    const visitor = new CandidatePageObject(await screens.openPage());
    await visitor.open(`/resume/${resume.publicUrl}`);
    const plain = visitor.section('Interested in this candidate?');
    await plain.getByRole('link', { name: 'Learn more' }).waitFor();
    expect(await plain.getByText('Invite them to interview with').count()).toBe(0);
  });
});
