// The time to invite a file of candidates (issue #19 item 6): the bulk invite screen's requests
// (batches of 50 rows through POST /interviews/:id/invitations/bulk, one after the other), each
// batch's invitations and rendered e-mails written in one transaction, in a workspace of its own
// so the seeded data's e-mails do not count against its daily cap.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import type { StackConfig } from '../local/stack/config.ts';

const BATCH = 50;

export interface BulkInviteFigure {
  rows: number;
  batches: number;
  seconds: number;
  msPerInvitation: number;
}

/** A new workspace owned by `owner` with one ACTIVE interview; its id. */
async function freshInterview(databaseUrl: string, ownerId: string): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [workspace] = await sql<{ id: string }[]>`
      insert into public.workspaces (name, slug) values ('Bulk bench', ${`bulk-bench-${randomUUID().slice(0, 8)}`})
      returning id`;
    if (!workspace) throw new Error('The workspace insert returned no row');
    await sql`insert into public.workspace_members (workspace_id, user_id, role) values (${workspace.id}, ${ownerId}, 'OWNER')`;
    const [interview] = await sql<{ id: string }[]>`
      insert into public.interviews (workspace_id, recruiter_id, title) values (${workspace.id}, ${ownerId}, 'Bulk bench')
      returning id`;
    if (!interview) throw new Error('The interview insert returned no row');
    await sql`insert into public.questions (interview_id, order_number, text) values (${interview.id}, 1, 'Why us?')`;
    return interview.id;
  } finally {
    await sql.end();
  }
}

export async function measureBulkInvites(
  config: StackConfig,
  databaseUrl: string,
  owner: { id: string; accessToken: string },
  rows: number,
): Promise<BulkInviteFigure> {
  const interviewId = await freshInterview(databaseUrl, owner.id);
  const people = Array.from({ length: rows }, (_, n) => ({
    key: randomUUID(),
    first_name: `Bench ${n}`,
    last_name: 'Candidate',
    email: `bulk-${n}-${interviewId.slice(0, 8)}@bench.example.com`,
  }));
  const url = `${config.supabaseUrl}/functions/v1/api/interviews/${interviewId}/invitations/bulk`;
  const started = performance.now();
  let batches = 0;
  for (let from = 0; from < people.length; from += BATCH) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.accessToken}`,
        apikey: config.publishableKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ rows: people.slice(from, from + BATCH) }),
    });
    if (response.status !== 200)
      throw new Error(`Bulk batch: HTTP ${response.status} ${await response.text()}`);
    const { results } = (await response.json()) as { results: { status: string }[] };
    if (results.some((result) => result.status !== 'INVITED')) throw new Error('A bench row was not invited');
    batches += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows, batches, seconds, msPerInvitation: (seconds * 1000) / rows };
}
