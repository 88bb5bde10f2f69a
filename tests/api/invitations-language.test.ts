// The invitation e-mail in the invitation's language (issue #36): its interview's unless the
// recruiter names another, for one invitation and for a bulk batch; the language is stored on the
// invitation (invitations.language) and validated against the supported locales.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult } from '#contract/bulk-invitations';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { invite, inviteeEmail, inviteOk, setCompany } from './invitation-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let company: string;
let spanish: { id: string; title: string };
let english: { id: string; title: string };

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
  company = uniqueName('Acme');
  await setCompany(sql, recruiter, company);
  spanish = await seedInterview(sql, recruiter, { title: uniqueName('Ingeniera de datos') });
  english = await seedInterview(sql, recruiter, { title: uniqueName('Data Engineer') });
  await sql`update public.interviews set language = 'es' where id = ${spanish.id}`;
});

afterAll(async () => {
  await sql.end();
});

/** The invitation's stored language and its queued invitation e-mail. */
async function queued(invitationId: string) {
  const [row] = await sql<{ language: string; subject: string; html: string; text_body: string }[]>`
    select inv.language::text as language, o.subject, o.html, o.text_body
    from public.invitations inv
    join public.mail_outbox o on o.invitation_id = inv.id and o.kind = 'INVITATION'
    where inv.id = ${invitationId}`;
  if (!row) throw new Error(`No invitation e-mail for ${invitationId}`);
  return row;
}

describe('the invitation e-mail speaks the invitation language', () => {
  it('an invitation to a Spanish interview queues a Spanish e-mail in mail_outbox', async () => {
    const created = await inviteOk(recruiter, {
      interview_id: spanish.id,
      first_name: 'Lucía',
      last_name: 'Pérez',
      email: inviteeEmail('es'),
    });
    const mail = await queued(created.id);
    expect(mail.language).toBe('es');
    expect(mail.subject).toBe(`${company}: tiene una invitación a una entrevista para ${spanish.title}`);
    expect(mail.text_body).toContain('Hola, Lucía:');
    expect(mail.text_body).toContain(`/take/${created.unique_link_token}`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('>Empezar la entrevista</a>');
  });

  it('a language named for one candidate wins over the interview', async () => {
    const created = await inviteOk(recruiter, {
      interview_id: english.id,
      first_name: 'Amal',
      last_name: 'Haddad',
      email: inviteeEmail('ar'),
      language: 'ar',
    });
    const mail = await queued(created.id);
    expect(mail.language).toBe('ar');
    expect(mail.subject).toBe(`${company}: أنت مدعو إلى مقابلة بشأن ${english.title}`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('an English interview keeps its English e-mail', async () => {
    const created = await inviteOk(recruiter, {
      interview_id: english.id,
      first_name: 'Eve',
      last_name: 'Example',
      email: inviteeEmail('en'),
    });
    const mail = await queued(created.id);
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe(`${company}: you're invited to interview for ${english.title}`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('refuses a language outside the supported ones, inviting nobody', async () => {
    const email = inviteeEmail('xx');
    const error = await expectError(
      await invite(recruiter, {
        interview_id: english.id,
        first_name: 'Xa',
        last_name: 'Vier',
        email,
        language: 'xx',
      }),
      400,
    );
    expect(JSON.stringify(error)).toContain('Choose a language');
    const [found] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.invitations where email = ${email}`;
    expect(found?.n).toBe(0);
  });

  it('a bulk batch naming a language e-mails every row in it', async () => {
    const rows = [0, 1].map((n) => ({
      key: randomUUID(),
      first_name: `Bea${n}`,
      last_name: 'Bulk',
      email: inviteeEmail(`bulk-de-${n}`),
    }));
    const result = (await expectJson(
      await sendJson(
        'POST',
        `/interviews/${english.id}/invitations/bulk`,
        { rows, language: 'de' },
        recruiter,
      ),
      200,
    )) as BulkResult;
    expect(result.results.map((r) => r.status)).toEqual(['INVITED', 'INVITED']);
    for (const row of result.results) {
      const mail = await queued(row.invitation_id ?? '');
      expect(mail.language).toBe('de');
      expect(mail.subject).toBe(`${company}: Einladung zum Interview für ${english.title}`);
    }
  });
});
