// Webhook endpoints through the api (issue #22 item 4): a workspace's owner registers an endpoint,
// reads its whsec_ secret, changes and deletes it, sends a test event that the stack's worker
// delivers to a local receiver, signed so that `standardwebhooks` verifies it with that secret, and
// reads and resends it from the delivery log. Bad input, an https URL into a private network too,
// is refused with a clear message and changes nothing; other members are refused and other
// workspaces see no such endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhookDeliverySchema, webhookEndpointSchema, webhookErrorMessages } from '#contract/webhooks';
import { workspaceErrorMessages } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

const listSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
const logSchema = z.object({ deliveries: z.array(webhookDeliverySchema), total: z.number() });

let sql: Database;
let owner: TestUser;
let reviewer: TestUser;
let otherOwner: TestUser;
let workspaceId: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  sql = openDatabase();
  owner = await createTestUser(config, { role: 'RECRUITER' });
  reviewer = await createTestUser(config, { role: 'RECRUITER' });
  otherOwner = await createTestUser(config, { role: 'RECRUITER' });
  workspaceId = await workspaceOf(sql, owner);
  await addMember(sql, workspaceId, reviewer, 'REVIEWER');
  receiver = await startWebhookReceiver([200]);
});

afterAll(async () => {
  await receiver.close();
  await sql`delete from public.webhook_endpoints where workspace_id = ${workspaceId}`;
  await sql.end();
});

const base = () => `/workspaces/${workspaceId}/webhooks`;

async function endpointsOf(user: TestUser) {
  return listSchema.parse(await expectJson(await callApi(base(), { token: user.accessToken }), 200))
    .endpoints;
}

async function deliveryLog(endpointId: string) {
  const response = await callApi(`${base()}/${endpointId}/deliveries`, { token: owner.accessToken });
  return logSchema.parse(await expectJson(response, 200));
}

/** Waits for the stack's worker to settle a delivery (it sends what the api queued). */
async function settled(endpointId: string, deliveryId: string) {
  await expect
    .poll(async () => (await deliveryLog(endpointId)).deliveries.find((d) => d.id === deliveryId)?.status, {
      timeout: 20_000,
    })
    .toBe('DELIVERED');
}

describe('webhook endpoints', () => {
  it('an owner registers an endpoint, sends a test event a receiver verifies, and resends it', async () => {
    const created = webhookEndpointSchema.parse(
      await expectJson(
        await sendJson(
          'POST',
          base(),
          {
            url: receiver.url,
            description: ' ATS ',
            events: ['decision.made', 'invitation.completed', 'decision.made'],
          },
          owner,
        ),
        201,
      ),
    );
    expect(created).toMatchObject({
      url: receiver.url,
      description: 'ATS',
      events: ['decision.made', 'invitation.completed'],
      enabled: true,
      disabled_reason: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect((await endpointsOf(owner)).map((e) => e.id)).toEqual([created.id]);
    receiver.useSecret(created.secret);

    const test = webhookDeliverySchema.parse(
      await expectJson(await sendJson('POST', `${base()}/${created.id}/test`, {}, owner), 202),
    );
    expect(test).toMatchObject({ event_type: 'webhook.test', status: 'PENDING', attempts: 0 });
    await settled(created.id, test.id);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({
      webhookId: test.event_id,
      payload: { type: 'webhook.test', data: { endpoint_id: created.id } },
    });

    const resent = webhookDeliverySchema.parse(
      await expectJson(
        await sendJson('POST', `${base()}/${created.id}/deliveries/${test.id}/resend`, {}, owner),
        202,
      ),
    );
    expect(resent).toMatchObject({ id: test.id, status: 'PENDING', attempts: 0 });
    await settled(created.id, test.id);
    expect(receiver.received.map((r) => [r.webhookId, r.payload?.type])).toEqual([
      [test.event_id, 'webhook.test'],
      [test.event_id, 'webhook.test'],
    ]);
    const log = await deliveryLog(created.id);
    expect(log.total).toBe(1);
    expect(log.deliveries[0]).toMatchObject({ status: 'DELIVERED', attempts: 1, last_status_code: 200 });
  });

  it('an owner changes the events, disables, enables and deletes an endpoint', async () => {
    const created = webhookEndpointSchema.parse(
      await expectJson(
        await sendJson(
          'POST',
          base(),
          { url: 'https://ats.example.com/in', events: ['decision.made'] },
          owner,
        ),
        201,
      ),
    );
    const path = `${base()}/${created.id}`;
    const changed = webhookEndpointSchema.parse(
      await expectJson(
        await sendJson('PUT', path, { events: ['review.completed'], enabled: false }, owner),
        200,
      ),
    );
    expect(changed).toMatchObject({ events: ['review.completed'], enabled: false, secret: created.secret });
    const enabled = webhookEndpointSchema.parse(
      await expectJson(await sendJson('PUT', path, { enabled: true }, owner), 200),
    );
    expect(enabled).toMatchObject({ events: ['review.completed'], enabled: true });
    expect(
      await expectJson(await callApi(path, { method: 'DELETE', token: owner.accessToken }), 200),
    ).toEqual({
      deleted: true,
    });
    expect((await endpointsOf(owner)).map((e) => e.id)).not.toContain(created.id);
    const gone = await expectError(await sendJson('PUT', path, { enabled: true }, owner), 404);
    expect(gone.error).toBe(webhookErrorMessages.endpointNotFound);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await endpointsOf(owner);
    const cases: [unknown, string][] = [
      [{ url: 'http://ats.example.com/in', events: ['decision.made'] }, webhookErrorMessages.url],
      [{ url: 'ftp://127.0.0.1/in', events: ['decision.made'] }, webhookErrorMessages.url],
      [{ url: 'https://ats.example.com/in', events: [] }, webhookErrorMessages.events],
      [{ url: 'https://ats.example.com/in', events: ['webhook.test'] }, 'Choose among'],
    ];
    for (const [body, message] of cases) {
      const error = await expectError(await sendJson('POST', base(), body, owner), 400);
      expect(JSON.stringify(error)).toContain(message);
    }
    const [first] = before;
    if (first) {
      const error = await expectError(await sendJson('PUT', `${base()}/${first.id}`, {}, owner), 400);
      expect(JSON.stringify(error)).toContain(webhookErrorMessages.nothingToChange);
    }
    expect(await endpointsOf(owner)).toEqual(before);
  });

  it('refuses an https URL that leads into a private network, naming the url, and changes nothing', async () => {
    const before = await endpointsOf(owner);
    const refusals: [string, string][] = [
      ['https://10.0.0.8/in', '10.0.0.8 is a private address'],
      ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
      ['https://[::ffff:127.0.0.1]/in', '::ffff:7f00:1 is a loopback address'],
      ['https://[fd00::5]/in', 'fd00::5 is a unique-local address'],
      ['https://localhost:8443/in', 'localhost (127.0.0.1) is a loopback address'],
    ];
    for (const [url, why] of refusals) {
      const error = await expectError(
        await sendJson('POST', base(), { url, events: ['decision.made'] }, owner),
        400,
      );
      expect(error.fields?.url).toBe(`Webhooks are sent to public addresses only: ${why}`);
    }
    const [first] = before;
    if (!first) throw new Error('The first test registered no endpoint');
    const moved = await expectError(
      await sendJson('PUT', `${base()}/${first.id}`, { url: 'https://192.168.0.10/in' }, owner),
      400,
    );
    expect(moved.fields?.url).toBe(
      'Webhooks are sent to public addresses only: 192.168.0.10 is a private address',
    );
    expect(await endpointsOf(owner)).toEqual(before);
  });

  it('refuses other members, and other workspaces see no such endpoint', async () => {
    const [endpoint] = await endpointsOf(owner);
    if (!endpoint) throw new Error('The first test registered no endpoint');
    const refused = await expectError(await callApi(base(), { token: reviewer.accessToken }), 403);
    expect(refused.error).toBe(workspaceErrorMessages.ownerRequired);
    await expectError(await sendJson('POST', `${base()}/${endpoint.id}/test`, {}, reviewer), 403);
    await expectError(await callApi(base(), { token: otherOwner.accessToken }), 404);
    const theirs = `/workspaces/${await workspaceOf(sql, otherOwner)}/webhooks/${endpoint.id}`;
    const notThere = await expectError(await sendJson('PUT', theirs, { enabled: false }, otherOwner), 404);
    expect(notThere.error).toBe(webhookErrorMessages.endpointNotFound);
    expect((await endpointsOf(owner)).find((e) => e.id === endpoint.id)?.enabled).toBe(true);
  });
});
