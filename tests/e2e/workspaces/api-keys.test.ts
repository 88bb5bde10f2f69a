// API keys in Chromium (issue #22 item 1): an owner creates a key in Workspace settings, sees the
// whole key once with a warning and copies it; the list shows its prefix, access and "Never" used;
// revoking asks first, then marks it revoked. A reviewer member sees no API keys. axe on the section.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedTeam, workspaceOf } from '../../support/workspace-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { WorkspacesPageObject } from './workspaces.po.ts';

const screens = useBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });

describe('API keys in workspace settings', () => {
  it('are created and shown once, listed by prefix and revoked after a confirmation', async () => {
    const { owner, reviewer } = await seedTeam(screens.sql);
    const workspaceId = await workspaceOf(screens.sql, owner);

    const settings = new WorkspacesPageObject(await screens.openPage(owner));
    await settings.openSettings(workspaceId);
    const section = settings.section('API keys');
    await section.getByText('No API keys yet.').waitFor();
    await section.getByRole('button', { name: 'Create API key' }).click();

    const dialog = settings.page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByText('Name the key, in up to 100 characters').waitFor();
    await dialog.getByLabel(/^Name/).fill('Our ATS');
    await dialog.getByRole('radio', { name: 'Read and write' }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();

    await dialog.getByText('This is the only time the key is shown.', { exact: false }).waitFor();
    const key = await dialog.getByLabel('API key').inputValue();
    expect(key).toMatch(/^aik_[A-Za-z0-9]{8}_[A-Za-z0-9]{43}$/);
    await expectAccessible(settings.page, 'workspace settings: a new API key');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await settings.page.evaluate<string>('navigator.clipboard.readText()')).toBe(key);
    const [stored] = await screens.sql<{ hash: string }[]>`
      select encode(secret_hash, 'hex') as hash from public.workspace_api_keys where workspace_id = ${workspaceId}`;
    expect(stored?.hash).toBe(createHash('sha256').update(key).digest('hex'));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = section.getByRole('row').filter({ hasText: 'Our ATS' });
    await row.getByRole('cell', { name: `${key.slice(0, 12)}…` }).waitFor();
    await row.getByRole('cell', { name: 'Read and write' }).waitFor();
    await row.getByRole('cell', { name: 'Never' }).waitFor();
    expect(await settings.page.content()).not.toContain(key);
    await expectAccessible(settings.page, 'workspace settings: API keys');

    await row.getByRole('button', { name: 'Revoke the API key Our ATS' }).click();
    await settings.page.getByRole('dialog').getByText('This action cannot be undone.').waitFor();
    await settings.confirm('Revoke');
    await settings.notification('API key revoked').waitFor();
    await row.getByText(/^Revoked /).waitFor();
    const [revoked] = await screens.sql<{ revoked: boolean }[]>`
      select revoked_at is not null as revoked from public.workspace_api_keys where workspace_id = ${workspaceId}`;
    expect(revoked?.revoked).toBe(true);

    const member = new WorkspacesPageObject(await screens.openPage(reviewer));
    await member.openSettings(workspaceId);
    await member.section('Members').waitFor();
    expect(await member.page.getByRole('heading', { name: 'API keys' }).count()).toBe(0);
  });
});
