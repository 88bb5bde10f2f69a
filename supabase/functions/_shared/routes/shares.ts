// Shared links (issue #18, docs/product.md): the OWNERs and RECRUITERs of an interview (and admins)
// share one candidate's answers with someone outside the workspace, see every opening and revoke;
// anyone holding the link reads the answers through public.open_review_share, which checks the
// token, logs the opening and answers only what the page may show.
import { errorCodes } from '../contract/errors.ts';
import { shareApi, shareErrorMessages, type ShareState } from '../contract/shares.ts';
import { asCaller, type Transaction } from '../db.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { findReview, reviewNotFound } from '../reviews/review-access.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { sharedReviewOf, type OpenedShare } from '../shares/shared-review.ts';
import { requireInvitationManager } from '../workspaces/workspace-access.ts';

const invalidLink = () => new HttpError(404, shareErrorMessages.invalid, { code: errorCodes.notFound });

/** SITE_URL: a shared link is `${siteUrl}/shared/{token}`; checked on first use. */
function shareUrl(token: string): string {
  if (!serverEnv.siteUrl) throw new Error('The api function needs the environment variable SITE_URL.');
  return `${serverEnv.siteUrl}/shared/${token}`;
}

/** 404 unless the caller sees the candidate as a member, 403 for a REVIEWER, 409 until completed. */
async function requireShareManager(tx: Transaction, id: string): Promise<void> {
  await requireInvitationManager(tx, id, reviewNotFound);
  await findReview(tx, id);
}

interface ShareRow {
  id: string;
  token: string;
  created_at: string;
  created_by: string | null;
  expires_at: string;
  revoked_at: string | null;
  expired: boolean;
  openings: { opened_at: string; user_agent: string | null }[];
}

function stateOf(row: ShareRow): ShareState {
  if (row.revoked_at) return 'REVOKED';
  return row.expired ? 'EXPIRED' : 'ACTIVE';
}

export const shareRoutes = new RouteTable()
  .handle(shareApi.create, requireRecruiter, async (c, { params: { id }, body: { days } }) => {
    const [share] = await asCaller(c.var.user, async (tx) => {
      await requireShareManager(tx, id);
      return tx<{ id: string; token: string; expires_at: string }[]>`
        insert into public.review_shares (invitation_id, expires_at)
        values (${id}, now() + make_interval(days => ${days}))
        returning id, token, expires_at`;
    });
    if (!share) throw new Error('The shared link insert returned no row');
    return { id: share.id, url: shareUrl(share.token), expires_at: share.expires_at };
  })

  .handle(shareApi.list, requireRecruiter, async (c, { params: { id } }) => {
    const rows = await asCaller(c.var.user, async (tx) => {
      await requireShareManager(tx, id);
      return tx<ShareRow[]>`
        select s.id, s.token, s.created_at, s.expires_at, s.revoked_at, s.expires_at <= now() as expired,
               nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as created_by,
               coalesce((select jsonb_agg(jsonb_build_object('opened_at', o.opened_at, 'user_agent', o.user_agent)
                                          order by o.opened_at desc, o.id desc)
                         from public.review_share_openings o where o.share_id = s.id), '[]'::jsonb) as openings
        from public.review_shares s
        left join public.profiles p on p.id = s.created_by
        where s.invitation_id = ${id}
        order by s.created_at desc, s.id`;
    });
    return {
      shares: rows.map((row) => ({
        id: row.id,
        url: shareUrl(row.token),
        created_at: row.created_at,
        created_by: row.created_by,
        expires_at: row.expires_at,
        revoked_at: row.revoked_at,
        state: stateOf(row),
        openings: row.openings.map((o) => ({
          opened_at: new Date(o.opened_at).toISOString(),
          user_agent: o.user_agent,
        })),
      })),
    };
  })

  .handle(shareApi.revoke, requireRecruiter, async (c, { params: { id, shareId } }) => {
    const revoked = await asCaller(c.var.user, async (tx) => {
      await requireShareManager(tx, id);
      const [share] = await tx<{ revoked_at: string | null }[]>`
        select revoked_at from public.review_shares
        where id = ${shareId} and invitation_id = ${id} for update`;
      if (!share) throw new HttpError(404, shareErrorMessages.shareNotFound, { code: errorCodes.notFound });
      if (share.revoked_at) throw new HttpError(409, shareErrorMessages.alreadyRevoked, { code: '55000' });
      const [row] = await tx<{ revoked_at: string }[]>`
        update public.review_shares set revoked_at = now() where id = ${shareId} returning revoked_at`;
      return row;
    });
    if (!revoked) throw new Error('The shared link was not revoked');
    return { id: shareId, revoked_at: revoked.revoked_at };
  })

  // No account needed: the token is the right to read, checked (and the opening logged) by
  // open_review_share as the caller, anon included.
  .handle(
    shareApi.open,
    null,
    async (c, { params: { token } }) => {
      const userAgent = c.req.header('user-agent') ?? null;
      const opened = await asCaller(c.var.caller, async (tx) => {
        const [row] = await tx<{ result: OpenedShare | null }[]>`
          select public.open_review_share(${token}, ${userAgent}) as result`;
        return row?.result ?? null;
      });
      if (!opened) throw invalidLink();
      return sharedReviewOf(opened);
    },
    { invalidParams: invalidLink },
  );
