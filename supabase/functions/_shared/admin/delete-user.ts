import type { UserCaller } from '../caller.ts';
import {
  adminErrorMessages,
  typeChangedMessage,
  userTypeOf,
  type DeletedUser,
  type UserType,
} from '../contract/admin.ts';
import { errorCodes } from '../contract/errors.ts';
import type { AppRole } from '../contract/users.ts';
import { asCaller, asService, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import {
  ANSWER_FILES_BUCKET,
  removeStoredObjects,
  RESPONSES_BUCKET,
  RESUMES_BUCKET,
  serviceCredentials,
} from '../storage.ts';
import { deleteAuthUser } from './auth-admin-api.ts';

interface Target {
  id: string;
  email: string;
  role: AppRole;
}

/**
 * The recordings of the responses bucket (or the uploads of the answer-files bucket) that go with
 * the user, submitted or discarded, listed by private.invitation_object_names() (which checks that
 * the caller, an admin, manages them): those
 * under the invitations of the workspaces the user is the only member of (deleting the account
 * deletes such a workspace with everything in it; a shared workspace keeps its interviews), and
 * under the invitations bound to them or that they answered (the only folders they can upload into).
 */
async function responseRecordingsOf(
  tx: Transaction,
  userId: string,
  bucket: typeof RESPONSES_BUCKET | typeof ANSWER_FILES_BUCKET,
): Promise<string[]> {
  const rows = await tx<{ name: string }[]>`
    select private.invitation_object_names(${bucket}, array(
      select inv.id from public.invitations inv
      join public.interviews i on i.id = inv.interview_id
      where inv.candidate_id = ${userId}
         or i.workspace_id in (
              select m.workspace_id from public.workspace_members m
              where m.user_id = ${userId}
                and not exists (
                  select 1 from public.workspace_members other
                  where other.workspace_id = m.workspace_id and other.user_id <> ${userId}))
      union
      select r.invitation_id from public.responses r where r.candidate_id = ${userId}
    )) as name`;
  return rows.map((row) => row.name);
}

/**
 * The files of the user's own folder of the resumes bucket. Read as the service role: the resumes
 * bucket is deliberately private to its owner, so no admin policy lets the caller list it.
 */
async function resumeFilesOf(userId: string): Promise<string[]> {
  const rows = await asService(
    (tx) => tx<{ name: string }[]>`
      select name from storage.objects
      where bucket_id = ${RESUMES_BUCKET} and name like ${`${userId}/%`}
      order by name`,
  );
  return rows.map((row) => row.name);
}

/**
 * Deletes a user with all their data, in the order that leaves nothing half done without a clear
 * error: in one transaction as the admin, the DELETE_USER log entry is written first (it commits
 * only if everything succeeds, and having no foreign key on the target, it outlives the user); then
 * the stored files go through the Storage API (a failure: 502, no row deleted, the call can be
 * repeated); then the auth user through Auth's admin API, whose cascades remove the profile, its
 * memberships and the workspaces left with no member (with their interviews, questions,
 * invitations, responses and AI insights), video resumes and their views; the interviews of a
 * workspace others still belong to stay, their creator unset. `type` is the user type the admin confirmed; a user whose type has changed since is
 * refused (409) so nobody is deleted under a list the admin did not see.
 */
export async function deleteUserWithData(
  admin: UserCaller,
  userId: string,
  type: UserType,
): Promise<DeletedUser> {
  if (userId === admin.userId) {
    throw new HttpError(400, adminErrorMessages.cannotDeleteSelf, { code: errorCodes.invalidInput });
  }
  return asCaller(admin, async (tx) => {
    const [target] = await tx<Target[]>`
      select id, email, role from public.profiles where id = ${userId}`;
    if (!target) throw new HttpError(404, adminErrorMessages.userNotFound, { code: errorCodes.notFound });
    const actualType = userTypeOf(target.role);
    if (actualType !== type) throw new HttpError(409, typeChangedMessage(actualType));

    await tx`
      insert into public.admin_logs (action, target_user_id, target_user_email, previous_role, notes)
      values ('DELETE_USER', ${target.id}, ${target.email}, ${target.role},
              ${`Deleted the ${actualType} account with all its data`})`;

    const recordings = await responseRecordingsOf(tx, userId, RESPONSES_BUCKET);
    const answerFiles = await responseRecordingsOf(tx, userId, ANSWER_FILES_BUCKET);
    const resumeFiles = await resumeFilesOf(userId);
    // Both with the secret key: the admin may read (and so remove through Storage) only submitted
    // takes, not a discarded one nor anything of the resumes bucket, which is private to its owner.
    await removeStoredObjects(
      RESPONSES_BUCKET,
      serviceCredentials(),
      recordings,
      adminErrorMessages.mediaRemovalFailed,
    );
    await removeStoredObjects(
      ANSWER_FILES_BUCKET,
      serviceCredentials(),
      answerFiles,
      adminErrorMessages.mediaRemovalFailed,
    );
    await removeStoredObjects(
      RESUMES_BUCKET,
      serviceCredentials(),
      resumeFiles,
      adminErrorMessages.mediaRemovalFailed,
    );
    await deleteAuthUser(userId);
    return {
      success: true,
      email: target.email,
      removed_files: recordings.length + answerFiles.length + resumeFiles.length,
    };
  });
}
