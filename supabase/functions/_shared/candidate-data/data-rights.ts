// The candidate's data rights (issue #20 item 3): download everything about them, delete one
// interview's data or the whole account, at once. Every step runs as the candidate; the SQL
// functions check that each invitation is addressed to them. Stored objects go first, through the
// Storage API with the secret key (a candidate may not remove what the worker made of their
// recordings), listed by those functions: a Storage failure is a 502 and deletes no row, so the
// call can be repeated. Then the rows (private.purge_invitation_data) and the confirmation e-mail,
// in the same transaction.
import type { UserCaller } from '../caller.ts';
import { deleteAuthUser } from '../admin/auth-admin-api.ts';
import { candidateErrorMessages, MY_DATA_LINK_SECONDS, type MyData } from '../contract/candidates.ts';
import { errorCodes } from '../contract/errors.ts';
import type { Locale } from '../contract/locale-tags.ts';
import { asCaller, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { renderDataDeletedEmail } from '../mail/data-deleted-email.ts';
import { signStoredObjects, StorageSigningError } from '../signed-object-urls.ts';
import { removeStoredObjects, serviceCredentials } from '../storage.ts';

interface StoredObject {
  bucket_id: string;
  name: string;
}

function byBucket(objects: readonly StoredObject[]): Map<string, string[]> {
  const buckets = new Map<string, string[]>();
  for (const { bucket_id, name } of objects)
    buckets.set(bucket_id, [...(buckets.get(bucket_id) ?? []), name]);
  return buckets;
}

async function removeObjects(objects: readonly StoredObject[]): Promise<void> {
  for (const [bucket, names] of byBucket(objects)) {
    await removeStoredObjects(bucket, serviceCredentials(), names, candidateErrorMessages.mediaRemovalFailed);
  }
}

interface Me {
  first_name: string;
  role: string;
  /** The language the account chose for its pages; null until it chooses (issue #36). */
  locale: Locale | null;
  is_member: boolean;
}

async function readMe(tx: Transaction): Promise<Me> {
  const [me] = await tx<Me[]>`
    select p.first_name, p.role::text as role, p.locale, private.is_workspace_member() as is_member
    from public.profiles p where p.id = (select auth.uid())`;
  if (!me) throw new HttpError(401, 'This account no longer exists', { code: errorCodes.unauthenticated });
  return me;
}

interface MyInvitation {
  id: string;
  interview_title: string;
  company_name: string;
  /** The invitation's language: its e-mails', the confirmation's too (issue #36). */
  language: Locale;
  created_at: string;
}

/** The caller's invitations, newest first (the invitee reads an invitation's language). */
function myInvitations(tx: Transaction, id: string | null = null) {
  return tx<MyInvitation[]>`
    select mine.id, mine.interview_title, mine.company_name, inv.language, inv.created_at
    from public.list_my_invitations() mine
    join public.invitations inv on inv.id = mine.id
    where ${id}::uuid is null or mine.id = ${id}::uuid
    order by inv.created_at desc`;
}

/** Removes one invitation's objects, then its rows; `mail` says whether to confirm it by e-mail. */
async function purgeMine(tx: Transaction, invitation: MyInvitation, me: Me, mail: boolean): Promise<void> {
  const objects = await tx<StoredObject[]>`
    select bucket_id, name from private.my_invitation_stored_objects(${invitation.id})`;
  await removeObjects(objects);
  const email = mail
    ? renderDataDeletedEmail({
        firstName: me.first_name,
        interview: { title: invitation.interview_title, companyName: invitation.company_name },
        locale: invitation.language,
      })
    : null;
  await tx`
    select private.delete_my_invitation_data(${invitation.id}, ${email?.subject ?? null},
      ${email?.html ?? null}, ${email?.text ?? null}, null)`;
}

/** DELETE /api/candidates/invitations/{id}/data. */
export function deleteMyInvitationData(user: UserCaller, invitationId: string): Promise<{ success: true }> {
  return asCaller(user, async (tx) => {
    const me = await readMe(tx);
    const [invitation] = await myInvitations(tx, invitationId);
    if (!invitation) {
      throw new HttpError(404, candidateErrorMessages.interviewNotFound, { code: errorCodes.notFound });
    }
    await purgeMine(tx, invitation, me, true);
    return { success: true as const };
  });
}

/**
 * DELETE /api/candidates/me: every interview's data, the video resumes with their files, then the
 * account itself (Auth's admin API; its cascades remove the profile and the video resumes' rows).
 * The data goes in one transaction that commits before the account is deleted, so Auth's cascade
 * never waits on rows this request holds; if Auth then fails (502), the data is already gone and
 * the call can be repeated. Only a candidate account: a hiring team's member asks an administrator.
 */
export async function deleteMyAccount(user: UserCaller): Promise<{ success: true }> {
  await asCaller(user, async (tx) => {
    const me = await readMe(tx);
    if (me.role !== 'CANDIDATE' || me.is_member) {
      throw new HttpError(403, candidateErrorMessages.onlyCandidateAccounts);
    }
    const invitations = await myInvitations(tx);
    for (const invitation of invitations) await purgeMine(tx, invitation, me, false);
    await removeObjects(
      await tx<StoredObject[]>`select bucket_id, name from private.my_resume_stored_objects()`,
    );
    // The account's language, else its newest invitation's, else English.
    const email = renderDataDeletedEmail({
      firstName: me.first_name,
      interview: null,
      locale: me.locale ?? invitations[0]?.language ?? 'en',
    });
    await tx`select private.queue_account_deleted_mail(${email.subject}, ${email.html}, ${email.text})`;
  });
  await deleteAuthUser(user.userId);
  return { success: true };
}

/** GET /api/candidates/me/data: the rows, and links to the recordings valid MY_DATA_LINK_SECONDS. */
export function readMyData(user: UserCaller): Promise<MyData> {
  return asCaller(user, async (tx) => {
    const [row] = await tx<{ data: Omit<MyData, 'exported_at' | 'recordings' | 'links_expire_at'> }[]>`
      select private.my_candidate_data() as data`;
    if (!row) throw new Error('my_candidate_data() answered no row');
    const objects = await tx<StoredObject[]>`
      select o.bucket_id, o.name
      from public.list_my_invitations() inv
      cross join lateral private.my_invitation_stored_objects(inv.id) o
      where o.bucket_id in ('responses', 'answer-files')
      union all
      select bucket_id, name from private.my_resume_stored_objects() where bucket_id = 'resumes'
      order by 1, 2`;
    const recordings: MyData['recordings'] = [];
    for (const [bucket, names] of byBucket(objects)) {
      let signed = new Map<string, { url: string }>();
      try {
        signed = await signStoredObjects(bucket, serviceCredentials(), names, MY_DATA_LINK_SECONDS);
      } catch (error) {
        if (!(error instanceof StorageSigningError)) throw error;
      }
      for (const name of names) recordings.push({ bucket, name, url: signed.get(name)?.url ?? null });
    }
    const now = Date.now();
    return {
      exported_at: new Date(now).toISOString(),
      ...row.data,
      recordings,
      links_expire_at: new Date(now + MY_DATA_LINK_SECONDS * 1000).toISOString(),
    };
  });
}
