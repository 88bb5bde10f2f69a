// The candidate's invitation e-mail in the workspace's brand (issue #17 item 6), as the mail
// viewer receives it from the worker: the workspace's logo and name, its colour on the button, and
// its sender name as the From display name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../support/mail.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { config, openDatabase, seedInterview, type Database } from '../support/interview-fixtures.ts';
import { brandWorkspace } from '../support/workspace-brand.ts';
import { inviteeEmail, inviteOk } from './invitation-fixtures.ts';

let sql: Database;
let owner: TestUser;
let interview: { id: string; title: string };

beforeAll(async () => {
  sql = openDatabase();
  owner = await createTestUser(config, { role: 'RECRUITER' });
  interview = await seedInterview(sql, owner);
});

afterAll(async () => {
  await sql.end();
});

describe('the invitation e-mail of a branded workspace', () => {
  it('shows the logo and name, uses the colour and is sent as the sender name', async () => {
    const name = uniqueName('Brand & Co');
    const brand = await brandWorkspace(sql, owner, {
      name,
      brandColor: '#1c4f9c',
      logo: true,
      emailSenderName: 'Brand Talent Team',
    });
    const email = inviteeEmail('branded');
    await inviteOk(owner, { interview_id: interview.id, first_name: 'Bo', last_name: 'Brand', email });

    const mail = await latestMail(email);
    const escapedName = name.replace('&', '&amp;');
    expect(mail.from).toMatch(/^"Brand Talent Team" <.+@.+>$/);
    expect(mail.subject).toBe(`${name}: you're invited to interview for ${interview.title}`);
    expect(mail.html).toContain(`<img src="${brand.logoUrl}" alt="${escapedName}"`);
    expect(mail.html).toContain(`font-weight:bold;">${escapedName}</p>`);
    expect(mail.html).toMatch(/background:#1c4f9c;color:#ffffff[^>]*>Start your interview</);
    // The logo the e-mail points at is public: a mail client fetches it without any token.
    const logo = await fetch(brand.logoUrl ?? '');
    expect(logo.status).toBe(200);
  });

  it('falls back to the default button colour when white text on the brand colour is unreadable', async () => {
    await brandWorkspace(sql, owner, { name: uniqueName('Pale Co'), brandColor: '#ffe066' });
    const email = inviteeEmail('pale');
    await inviteOk(owner, { interview_id: interview.id, first_name: 'Pia', last_name: 'Pale', email });
    const mail = await latestMail(email);
    expect(mail.html).toMatch(/background:#228be6;color:#ffffff[^>]*>Start your interview</);
    expect(mail.html).not.toContain('#ffe066');
    expect(mail.html).not.toContain('<img');
  });
});
