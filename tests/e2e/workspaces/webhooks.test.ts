// Webhooks in Chromium (issue #22 item 4): a workspace's owner adds an endpoint for a local
// receiver, reads its signing secret, sends a test event that the receiver verifies with
// `standardwebhooks` and that the delivery log shows as delivered, resends it, and disables the
// endpoint. axe on the section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../support/interview-fixtures.ts';
import { createTestUser, type TestUser } from '../../support/users.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { workspaceOf } from '../../support/workspace-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { WorkspacesPageObject } from './workspaces.po.ts';

const screens = useBrowser();
let owner: TestUser;
let workspaceId: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  owner = await createTestUser(config, { role: 'RECRUITER' });
  workspaceId = await workspaceOf(screens.sql, owner);
  receiver = await startWebhookReceiver([200]);
});

afterAll(async () => {
  await receiver.close();
  await screens.sql`delete from public.webhook_endpoints where workspace_id = ${workspaceId}`;
});

describe('webhooks in workspace settings', () => {
  it('adds an endpoint, shows its secret, delivers and resends a signed test event', async () => {
    const settings = new WorkspacesPageObject(await screens.openPage(owner));
    await settings.openSettings(workspaceId);
    const section = settings.section('Webhooks');
    await section.getByText('No endpoints yet.').waitFor();

    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = settings.page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel(/^Endpoint URL/).fill(receiver.url);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText('Choose at least one event').waitFor();
    await dialog.getByLabel(/^decision\.made:/).check();
    await dialog.getByLabel(/^invitation\.completed:/).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await settings.notification('Endpoint added').waitFor();

    const endpoint = section.getByRole('article', { name: `Endpoint ${receiver.url}` });
    await endpoint.getByText('Enabled', { exact: true }).waitFor();
    await endpoint.getByText('decision.made', { exact: true }).waitFor();
    const secret = await endpoint.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    receiver.useSecret(secret);
    await expectAccessible(settings.page, 'workspace settings: webhooks');

    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    const log = endpoint.getByRole('table', { name: `Delivery log of ${receiver.url}` });
    await log.getByText('DELIVERED', { exact: true }).waitFor({ timeout: 20_000 });
    await log.getByRole('cell', { name: 'HTTP 200' }).waitFor();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.payload?.type).toBe('webhook.test');

    await log.getByRole('button', { name: /^Resend the webhook\.test event/ }).click();
    await settings.notification('Delivery queued again').waitFor();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    expect(receiver.received[1]?.payload?.type).toBe('webhook.test');
    expect(receiver.received[1]?.webhookId).toBe(receiver.received[0]?.webhookId);
    await log.getByText('DELIVERED', { exact: true }).waitFor({ timeout: 20_000 });

    await endpoint.getByRole('button', { name: 'Disable' }).click();
    await settings.notification('Endpoint disabled').waitFor();
    await endpoint.getByText('Disabled', { exact: true }).waitFor();
  });
});
