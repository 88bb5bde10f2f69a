// A recruiter's workspace as the candidate sees it (issue #17 item 6): its name, its logo uploaded
// to the public workspace-logos bucket as the owner, and its colour, set behind the api's back as
// postgres, as the settings screen would.
import { expect } from 'vitest';
import { WORKSPACE_LOGOS_BUCKET_ID } from '#contract/workspaces';
import { config, type Database } from './interview-fixtures.ts';
import type { TestUser } from './users.ts';

/** A 48×24 PNG in #1c4f9c: big enough that a browser shows it (naturalWidth 48). */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAYCAIAAAAzn+mLAAAALElEQVR42u3OAQkAAAgDsAexkwUNaw3BwQIs1XNKhISEhISEhISEhISEfoUWvt2fvY5XLHsAAAAASUVORK5CYII=',
  'base64',
);
export const LOGO_WIDTH = 48;

/** The workspace `owner` owns (a test recruiter has exactly one, made with their role). */
export async function ownWorkspaceOf(sql: Database, owner: TestUser): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    select workspace_id as id from public.workspace_members
    where user_id = ${owner.id} and role = 'OWNER'
    order by created_at limit 1`;
  if (!row) throw new Error(`${owner.email} owns no workspace`);
  return row.id;
}

/** The public URL of a logo object, as the api answers it (SUPABASE_PUBLIC_URL of the test stack). */
function logoUrlOf(logoPath: string): string {
  return `${config.supabaseUrl}/storage/v1/object/public/${WORKSPACE_LOGOS_BUCKET_ID}/${logoPath}`;
}

export interface WorkspaceBrandInput {
  name: string;
  /** #rrggbb, or null for none. */
  brandColor?: string | null;
  /** Upload the logo (as the owner) and name it in the workspace. */
  logo?: boolean;
  emailSenderName?: string | null;
}

/** Names and brands `owner`'s workspace; answers its id and the logo's public URL (null without one). */
export async function brandWorkspace(
  sql: Database,
  owner: TestUser,
  input: WorkspaceBrandInput,
): Promise<{ id: string; logoUrl: string | null }> {
  const id = await ownWorkspaceOf(sql, owner);
  let logoPath: string | null = null;
  if (input.logo) {
    logoPath = `${id}/logo.png`;
    const response = await fetch(
      `${config.supabaseUrl}/storage/v1/object/${WORKSPACE_LOGOS_BUCKET_ID}/${logoPath}`,
      {
        method: 'POST',
        headers: {
          apikey: config.publishableKey,
          authorization: `Bearer ${owner.accessToken}`,
          'content-type': 'image/png',
          'x-upsert': 'true',
        },
        body: LOGO_PNG,
      },
    );
    expect(response.status, await response.text()).toBe(200);
  }
  await sql`
    update public.workspaces
    set name = ${input.name}, brand_color = ${input.brandColor ?? null}, logo_path = ${logoPath},
        email_sender_name = ${input.emailSenderName ?? null}
    where id = ${id}`;
  return { id, logoUrl: logoPath && logoUrlOf(logoPath) };
}
