import type { Locale } from '../contract/locale-tags.ts';
import type { TeamInvitation, WorkspaceDetail, WorkspaceMember } from '../contract/workspaces.ts';
import type { Transaction } from '../db.ts';
import type { WorkspaceAccess } from './open-workspace.ts';
import { workspaceLogoUrl } from './workspace-logo-url.ts';

interface WorkspaceRow {
  id: string;
  name: string;
  slug: string;
  logo_path: string | null;
  brand_color: string | null;
  email_sender_name: string | null;
  retention_days: number;
  language: Locale;
  created_at: string;
}

/**
 * The team invitations of a workspace with the e-mail status of their newest outbox row, as the
 * caller sees them (row-level security: owners and admins see them, other members none). Only the
 * PENDING ones (expired included, shown as EXPIRED), newest first; `id` picks one.
 */
export function teamInvitationRows(tx: Transaction, workspaceId: string, id: string | null = null) {
  return tx<TeamInvitation[]>`
    select wi.id, wi.email, wi.role,
           case when wi.expires_at <= now() then 'EXPIRED' else wi.status::text end as status,
           nullif(btrim(p.full_name), '') as invited_by_name,
           wi.created_at, wi.expires_at,
           case when last_mail.status in ('SENT', 'FAILED') then last_mail.status::text
                when last_mail.status = 'TEST_MODE' then 'SENT'
                else 'PENDING' end as email_status,
           case when last_mail.status = 'FAILED' then last_mail.last_error end as email_error
    from public.workspace_invitations wi
    left join public.profiles p on p.id = wi.invited_by
    left join lateral (
      select o.status, o.last_error from public.mail_outbox o
      where o.workspace_invitation_id = wi.id
      order by o.created_at desc, o.id desc
      limit 1
    ) last_mail on true
    where wi.workspace_id = ${workspaceId} and wi.status = 'PENDING'
      and (${id}::uuid is null or wi.id = ${id}::uuid)
    order by wi.created_at desc, wi.id desc`;
}

/** One member with their profile (teammates read each other's names and e-mails). */
export function memberRows(tx: Transaction, workspaceId: string, userId: string | null = null) {
  return tx<WorkspaceMember[]>`
    select m.user_id, p.email, p.full_name, m.role, m.created_at as joined_at
    from public.workspace_members m
    join public.profiles p on p.id = m.user_id
    where m.workspace_id = ${workspaceId} and (${userId}::uuid is null or m.user_id = ${userId}::uuid)
    order by m.created_at, m.user_id`;
}

/** GET /api/workspaces/{id}: the workspace, its members (oldest first) and pending team invitations. */
export async function readWorkspaceDetail(
  tx: Transaction,
  access: WorkspaceAccess,
): Promise<WorkspaceDetail> {
  const [workspace] = await tx<WorkspaceRow[]>`
    select id, name, slug, logo_path, brand_color, email_sender_name, retention_days, language, created_at
    from public.workspaces where id = ${access.id}`;
  if (!workspace) throw new Error('The workspace was opened but is not readable');
  return {
    ...workspace,
    logo_url: workspaceLogoUrl(workspace.logo_path),
    role: access.role,
    members: await memberRows(tx, access.id),
    invitations: await teamInvitationRows(tx, access.id),
  };
}
