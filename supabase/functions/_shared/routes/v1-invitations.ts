// The public API's invitations (issue #22), for callers with an API key: the SQL runs as
// workspace_api with the key's claims, so the key's workspace's interviews and invitations are all
// it finds. Inviting goes through the app's bulk invite (inviteBatch) in the key's transaction:
// the same checks, deadline, duplicate handling, e-mail and mail limits.
import type { BulkRowResult } from '../contract/bulk-invitations.ts';
import { errorCodes } from '../contract/errors.ts';
import { invitationErrorMessages } from '../contract/invitations.ts';
import { v1InvitationApi, type V1Invitation, type V1InvitationResult } from '../contract/v1/invitations.ts';
import { requireApiKey } from '../auth.ts';
import { asCaller } from '../db.ts';
import { requireSiteUrl } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { inviteBatch } from '../invitations/create-bulk-invitations.ts';
import { RouteTable } from '../route-table.ts';
import { cursorClauses, cursorPage } from '../v1/cursor-page.ts';
import { v1InvitationRows } from '../v1/invitation-rows.ts';
import { requireWriteKey } from '../v1/require-write-key.ts';

export const v1InvitationRoutes = new RouteTable()
  .handle(v1InvitationApi.create, requireWriteKey, async (c, { params: { id }, body }) => {
    // A candidate sent without a key gets one, so the answer can name it for a retry.
    const rows = body.candidates.map((candidate) => ({
      ...candidate,
      key: candidate.key ?? crypto.randomUUID(),
    }));
    const results = await asCaller(c.var.apiKey, async (tx) => {
      const batch = await inviteBatch(
        tx,
        id,
        { rows, expires_at: body.deadline, language: body.language },
        { siteUrl: requireSiteUrl() },
      );
      const ids = batch.results.flatMap((result) => (result.invitation_id ? [result.invitation_id] : []));
      const invitations = new Map(
        (await v1InvitationRows(tx, tx`inv.id = any(${ids}::uuid[])`)).map(
          ({ cursor_at: _cursorAt, ...row }) => [row.id, row],
        ),
      );
      return rows.map((row, index): V1InvitationResult => {
        const { status, error, invitation_id: invitationId } = batch.results[index] as BulkRowResult;
        // The contract checks each candidate as the batch does, and refuses repeated e-mails.
        if (status === 'INVALID') throw new Error(`A checked candidate came back invalid: ${error}`);
        return {
          key: row.key,
          email: row.email,
          result: status,
          message: error,
          invitation: (invitationId && invitations.get(invitationId)) || null,
        };
      });
    });
    return { results };
  })

  .handle(v1InvitationApi.list, requireApiKey, async (c, { query }) => {
    const rows = await asCaller(c.var.apiKey, (tx) => {
      const page = cursorClauses(tx, 'inv', query);
      const interviewId = query.interview_id ?? null;
      return v1InvitationRows(
        tx,
        tx`${page.where} and (${interviewId}::uuid is null or inv.interview_id = ${interviewId})`,
        page.orderAndLimit,
      );
    });
    const { rows: invitations, next_cursor } = cursorPage<V1Invitation>(rows, query.limit);
    return { invitations, next_cursor };
  })

  .handle(v1InvitationApi.read, requireApiKey, async (c, { params: { id } }) => {
    const [row] = await asCaller(c.var.apiKey, (tx) => v1InvitationRows(tx, tx`inv.id = ${id}`));
    if (!row) {
      throw new HttpError(404, invitationErrorMessages.invitationNotFound, { code: errorCodes.notFound });
    }
    const { cursor_at: _cursorAt, ...invitation } = row;
    return invitation;
  });
