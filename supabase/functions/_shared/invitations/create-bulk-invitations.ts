// POST /api/interviews/:id/invitations/bulk: one batch of a bulk invite (issue #19 item 6), in one
// transaction as the caller. A row whose key the interview already holds (unique (interview_id,
// bulk_key)) was sent before, by this batch sent again after a reload or at the same time: it
// answers ALREADY_SENT and writes nothing. A row whose e-mail has another invitation to the
// interview is skipped; an invalid row says why; the others become invitations with their e-mails
// in the outbox, like one invite each (the same limits apply to every e-mail).
import type { UserCaller } from '../caller.ts';
import {
  bulkInvitationMessages,
  checkPerson,
  type BulkBatch,
  type BulkResult,
  type BulkRowResult,
} from '../contract/bulk-invitations.ts';
import type { Locale } from '../contract/locale-tags.ts';
import { asCaller, type Transaction } from '../db.ts';
import { queueInvitationEmail, type InvitationMailDeps } from './invitation-email-delivery.ts';
import { interviewToInviteTo } from './create-invitation.ts';

interface Inserted {
  id: string;
  bulk_key: string;
  expires_at: string;
  language: Locale;
}

export function createBulkInvitations(
  caller: UserCaller,
  interviewId: string,
  batch: BulkBatch,
  deps: InvitationMailDeps,
): Promise<BulkResult> {
  return asCaller(caller, (tx) => inviteBatch(tx, interviewId, batch, deps));
}

/**
 * The batch in `tx`, the transaction of its caller: a recruiter of the app, or an API key of the
 * public API (POST /api/v1/interviews/:id/invitations), whom the same rules and limits hold.
 */
export async function inviteBatch(
  tx: Transaction,
  interviewId: string,
  batch: BulkBatch,
  deps: InvitationMailDeps,
): Promise<BulkResult> {
  const interview = await interviewToInviteTo(tx, interviewId);
  // The same batch may arrive twice at once (a reload mid-send, an ATS retrying after a timeout):
  // without this, each transaction would miss the other's uncommitted rows and the later insert
  // would fail on (interview_id, bulk_key). Batches to one interview wait for each other, and as
  // each statement reads what is committed when it starts, the later one finds the earlier's rows
  // and answers them ALREADY_SENT; addresses invited meanwhile are found the same way.
  await tx`select pg_advisory_xact_lock(hashtextextended(${`bulk_invitations:${interview.id}`}, 0))`;
  const keys = batch.rows.map((row) => row.key);
  const sentBefore = new Map(
    (
      await tx<{ bulk_key: string; id: string }[]>`
        select bulk_key, id from public.invitations
        where interview_id = ${interview.id} and bulk_key = any(${keys}::uuid[])`
    ).map((row) => [row.bulk_key, row.id]),
  );
  const checked = batch.rows.map((row) => ({ key: row.key, check: checkPerson(row) }));
  const emails = checked.flatMap(({ check }) => (check.ok ? [check.person.email] : []));
  const invited = new Set(
    (
      await tx<{ email: string }[]>`
        select private.invited_emails(${interview.id}, ${emails}::text[]) as email`
    ).map((row) => row.email),
  );

  const results = new Map<string, BulkRowResult>();
  const seen = new Set<string>();
  const fresh: { key: string; first_name: string; last_name: string; email: string }[] = [];
  for (const { key, check } of checked) {
    const result = (status: BulkRowResult['status'], error: string | null = null, id: string | null = null) =>
      results.set(key, { key, status, invitation_id: id, error });
    const before = sentBefore.get(key);
    if (before) result('ALREADY_SENT', null, before);
    else if (!check.ok) result('INVALID', check.error);
    else if (invited.has(check.person.email))
      result('ALREADY_INVITED', bulkInvitationMessages.alreadyInvited);
    else if (seen.has(check.person.email)) result('INVALID', bulkInvitationMessages.duplicate);
    else {
      seen.add(check.person.email);
      fresh.push({ key, ...check.person });
    }
  }

  if (fresh.length > 0) {
    // One insert for the batch; the deadline trigger fills a null expires_at with the default.
    const inserted = await tx<Inserted[]>`
      insert into public.invitations (interview_id, first_name, last_name, email, expires_at, bulk_key, language)
      select ${interview.id}, r.first_name, r.last_name, r.email, ${batch.expires_at ?? null}::timestamptz, r.key,
             ${batch.language ?? null}::public.locale
      from unnest(${fresh.map((r) => r.first_name)}::text[], ${fresh.map((r) => r.last_name)}::text[],
                  ${fresh.map((r) => r.email)}::text[], ${fresh.map((r) => r.key)}::uuid[])
             as r(first_name, last_name, email, key)
      returning id, bulk_key, expires_at, language`;
    // The caller no longer selects the address and name (invitation_identity()); they are this batch's.
    const people = new Map(fresh.map((row) => [row.key, row]));
    // The tokens in a statement of their own: the insert's rows are not visible within it.
    const tokens = new Map(
      (
        await tx<{ id: string; token: string | null }[]>`
          select invitation_id as id, token
          from private.invitation_link_tokens(${inserted.map((invitation) => invitation.id)}::uuid[])`
      ).map((row) => [row.id, row.token]),
    );
    for (const invitation of inserted) {
      const token = tokens.get(invitation.id);
      const person = people.get(invitation.bulk_key);
      if (!token || !person) throw new Error('A new invitation has no link token for its creator');
      await queueInvitationEmail(
        tx,
        {
          invitationId: invitation.id,
          email: person.email,
          firstName: person.first_name,
          token,
          expiresAt: new Date(invitation.expires_at),
          interviewTitle: interview.title,
          language: invitation.language,
          workspace: interview,
        },
        deps.siteUrl,
      );
      results.set(invitation.bulk_key, {
        key: invitation.bulk_key,
        status: 'INVITED',
        invitation_id: invitation.id,
        error: null,
      });
    }
  }
  return { results: keys.map((key) => results.get(key) as BulkRowResult) };
}

/** POST …/bulk/check: which of the file's addresses the interview has invited already (not cancelled). */
export async function alreadyInvited(
  caller: UserCaller,
  interviewId: string,
  emails: string[],
): Promise<string[]> {
  return asCaller(caller, async (tx) => {
    const rows = await tx<{ email: string }[]>`
      select private.invited_emails(${interviewId}, ${emails}::text[]) as email`;
    return rows.map((row) => row.email);
  });
}
