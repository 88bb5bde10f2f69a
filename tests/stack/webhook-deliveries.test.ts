// Webhook deliveries and their retries (issue #22 item 4), by the deliver_webhook task run at chosen
// moments (its payload's `at`: the clock moved, no sleeping): a receiver that answers 500 three
// times then 200 gets the event once more each time, signed with the endpoint's secret, and the log
// holds exactly one DELIVERED entry; a receiver down for good is tried for more than a day, then
// the endpoint is disabled and its owners are e-mailed; an https endpoint whose host is not public
// is not called at all, the attempt failing with the reason; the hourly schedule deletes the
// deliveries settled more than DELIVERY_LOG_RETENTION_DAYS before its moment. The shared stack's worker runs the same
// jobs meanwhile; the delivery row's lock and schedule keep every attempt single.
import { Logger, type JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhookTask, RETRY_DELAYS_MS } from '../../worker/tasks/deliver-webhook.ts';
import {
  DELIVERY_LOG_RETENTION_DAYS,
  pruneWebhookDeliveriesTask,
} from '../../worker/tasks/prune-webhook-deliveries.ts';
import type { WorkerContext } from '../../worker/context.ts';
import {
  config,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
} from '../support/interview-fixtures.ts';
import { mailWithSubject } from '../support/mail.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { testWorkerContext } from '../support/worker-context.ts';
import { workspaceOf } from '../support/workspace-fixtures.ts';

const helpers = { logger: new Logger(() => () => undefined) } as unknown as JobHelpers;

let sql: Database;
let ctx: WorkerContext;
let owner: TestUser;
let workspaceId: string;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  sql = openDatabase();
  ctx = testWorkerContext();
  owner = await createTestUser(config, { role: 'RECRUITER' });
  workspaceId = await workspaceOf(sql, owner);
});

afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await sql`delete from public.webhook_endpoints where workspace_id = ${workspaceId}`;
  await ctx.sql.end();
  await sql.end();
});

async function receiver(statuses: number[]): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(statuses);
  receivers.push(started);
  return started;
}

async function registerEndpoint(url: string, events: string[]): Promise<{ id: string; secret: string }> {
  const [endpoint] = await sql<{ id: string; secret: string }[]>`
    insert into public.webhook_endpoints (workspace_id, url, events)
    values (${workspaceId}, ${url}, ${events}::public.webhook_event_type[])
    returning id, secret`;
  if (!endpoint) throw new Error('The endpoint insert returned no row');
  return endpoint;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_status_code: number | null;
}

async function deliveriesOf(endpointId: string): Promise<DeliveryRow[]> {
  return sql<DeliveryRow[]>`
    select id, event_id, status::text as status, attempts, next_attempt_at, last_status_code
    from public.webhook_deliveries where endpoint_id = ${endpointId} order by created_at`;
}

/**
 * Runs the delivery's attempts, each at the moment it is due, until it is settled; returns the
 * moments its attempts were made at.
 */
async function driveUntilSettled(deliveryId: string): Promise<Date[]> {
  const moments: Date[] = [];
  for (let run = 0; run < 3 * (RETRY_DELAYS_MS.length + 1); run += 1) {
    const [row] = await sql<DeliveryRow[]>`
      select id, status::text as status, attempts, next_attempt_at from public.webhook_deliveries
      where id = ${deliveryId}`;
    if (!row || row.status !== 'PENDING') return moments;
    const at = new Date(Math.max(row.next_attempt_at.getTime(), Date.now()));
    await deliverWebhookTask(ctx)({ delivery_id: deliveryId, at: at.toISOString() }, helpers);
    const [after] = await sql<{ attempts: number }[]>`
      select attempts from public.webhook_deliveries where id = ${deliveryId}`;
    if ((after?.attempts ?? 0) > row.attempts) moments.push(at);
  }
  throw new Error(`Delivery ${deliveryId} was not settled`);
}

describe('webhook deliveries', () => {
  it('retries a receiver that answers 500 three times, then logs one delivered entry', async () => {
    const flaky = await receiver([500, 500, 500, 200]);
    const endpoint = await registerEndpoint(flaky.url, ['invitation.completed']);
    flaky.useSecret(endpoint.secret);
    const interview = await seedInterview(sql, owner);
    const invitationId = await seedInvitation(sql, interview.id, 'STARTED');
    await sql`update public.invitations set status = 'COMPLETED', completed_at = now() where id = ${invitationId}`;

    const [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error('No delivery was written');
    await driveUntilSettled(delivery.id);

    const log = await deliveriesOf(endpoint.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: 'DELIVERED', attempts: 4, last_status_code: 200 });
    expect(flaky.received.map((request) => request.answered)).toEqual([500, 500, 500, 200]);
    for (const request of flaky.received) {
      expect(request.webhookId).toBe(delivery.event_id);
      expect(request.payload).toMatchObject({
        type: 'invitation.completed',
        data: { invitation_id: invitationId, interview_id: interview.id, status: 'COMPLETED' },
      });
    }
  });

  it('sends nothing to an https endpoint whose address is not public, and logs why', async () => {
    // The table takes any https URL; the worker's guard is what stops this one.
    const endpoint = await registerEndpoint('https://127.0.0.1:9/hooks', ['decision.made']);
    const interview = await seedInterview(sql, owner);
    const invitationId = await seedInvitation(sql, interview.id, 'COMPLETED');
    await sql`
      insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
      values (${invitationId}, 'REJECT', 'Not this time', ${owner.id})`;
    const [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error('No delivery was written');

    await deliverWebhookTask(ctx)({ delivery_id: delivery.id, at: new Date().toISOString() }, helpers);

    const [attempted] = await sql<
      { status: string; attempts: number; last_status_code: number | null; last_error: string | null }[]
    >`
      select status::text as status, attempts, last_status_code, last_error
      from public.webhook_deliveries where id = ${delivery.id}`;
    expect(attempted).toEqual({
      status: 'PENDING',
      attempts: 1,
      last_status_code: null,
      last_error: 'Webhooks are sent to public addresses only: 127.0.0.1 is a loopback address',
    });
    await sql`delete from public.webhook_endpoints where id = ${endpoint.id}`;
  });

  it('sends nothing to a receiver on this machine unless WEBHOOK_ALLOW_LOOPBACK says so, and logs why', async () => {
    const local = await receiver([200]);
    const endpoint = await registerEndpoint(local.url, ['decision.made']);
    local.useSecret(endpoint.secret);
    // Written here rather than by an event, so that no job of the stack's own worker (which allows
    // loopback, as the local stack does) can take it first.
    const [delivery] = await sql<{ id: string }[]>`
      insert into public.webhook_deliveries (endpoint_id, event_id, event_type, payload)
      values (${endpoint.id}, gen_random_uuid(), 'decision.made',
              jsonb_build_object('type', 'decision.made', 'timestamp', now(), 'data', '{}'::jsonb))
      returning id`;
    if (!delivery) throw new Error('No delivery was written');
    const attempt = async (context: WorkerContext, at: Date) => {
      await deliverWebhookTask(context)({ delivery_id: delivery.id, at: at.toISOString() }, helpers);
      const [row] = await sql<{ status: string; attempts: number; last_error: string | null }[]>`
        select status::text as status, attempts, last_error from public.webhook_deliveries
        where id = ${delivery.id}`;
      return row;
    };

    const deployed = testWorkerContext({ WEBHOOK_ALLOW_LOOPBACK: 'false' });
    try {
      expect(await attempt(deployed, new Date())).toEqual({
        status: 'PENDING',
        attempts: 1,
        last_error: 'Webhooks are sent to public addresses only: 127.0.0.1 is a loopback address',
      });
    } finally {
      await deployed.sql.end();
    }
    expect(local.received).toEqual([]);

    const [due] = await sql<{ next_attempt_at: Date }[]>`
      select next_attempt_at from public.webhook_deliveries where id = ${delivery.id}`;
    expect(await attempt(ctx, due?.next_attempt_at ?? new Date())).toEqual({
      status: 'DELIVERED',
      attempts: 2,
      last_error: null,
    });
    expect(local.received.map((request) => request.answered)).toEqual([200]);
    await sql`delete from public.webhook_endpoints where id = ${endpoint.id}`;
  });

  it('disables an endpoint whose receiver is down for good after more than a day, and e-mails the owners', async () => {
    const gone = await startWebhookReceiver();
    await gone.close();
    const endpoint = await registerEndpoint(gone.url, ['decision.made']);
    const interview = await seedInterview(sql, owner);
    const invitationId = await seedInvitation(sql, interview.id, 'COMPLETED');
    await sql`
      insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
      values (${invitationId}, 'ADVANCE', 'Strong answers', ${owner.id})`;

    const [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error('No delivery was written');
    const moments = await driveUntilSettled(delivery.id);

    const [settled] = await deliveriesOf(endpoint.id);
    expect(settled).toMatchObject({
      status: 'FAILED',
      attempts: RETRY_DELAYS_MS.length + 1,
      last_status_code: null,
    });
    const first = moments[0]?.getTime() ?? 0;
    const last = moments.at(-1)?.getTime() ?? 0;
    expect(last - first).toBeGreaterThan(24 * 3_600_000);
    const [disabled] = await sql<{ enabled: boolean; disabled_reason: string | null }[]>`
      select enabled, disabled_reason from public.webhook_endpoints where id = ${endpoint.id}`;
    expect(disabled?.enabled).toBe(false);
    expect(disabled?.disabled_reason).toMatch(
      /^Disabled after 8 failed attempts\. The receiver could not be reached/,
    );

    // The first test's completion also mails this owner, perhaps later than this.
    const mail = await mailWithSubject(owner.email, /^A webhook endpoint of .+ was disabled$/, {
      timeoutMs: 15_000,
    });
    expect(mail.text).toContain(gone.url);

    // A disabled endpoint gets no new events.
    await sql`
      insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
      values (${invitationId}, 'HOLD', 'Second thoughts', ${owner.id})`;
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
  });

  it('deletes the deliveries settled longer ago than the log keeps them, and no pending one', async () => {
    // A moment long past, so that no other test's deliveries are old enough to be deleted.
    const at = new Date(Date.now() - 300 * 86_400_000);
    const day = (n: number) => new Date(at.getTime() - n * 86_400_000);
    const endpoint = await registerEndpoint('http://127.0.0.1:9/hooks', ['decision.made']);
    const keep = DELIVERY_LOG_RETENTION_DAYS - 1;
    const past = DELIVERY_LOG_RETENTION_DAYS + 1;
    const seeded = await sql<{ id: string }[]>`
      insert into public.webhook_deliveries
        (endpoint_id, event_id, event_type, payload, status, next_attempt_at, delivered_at)
      select ${endpoint.id}, gen_random_uuid(), 'decision.made', jsonb_build_object('label', label),
             status::public.webhook_delivery_status, next_at, delivered_at
      from (values ('delivered long ago', 'DELIVERED', ${day(past)}::timestamptz, ${day(past)}::timestamptz),
                   ('failed long ago', 'FAILED', ${day(past)}::timestamptz, null),
                   ('delivered lately', 'DELIVERED', ${day(keep)}::timestamptz, ${day(keep)}::timestamptz),
                   ('failed lately', 'FAILED', ${day(keep)}::timestamptz, null),
                   ('pending long', 'PENDING', ${day(past)}::timestamptz, null))
           as seed(label, status, next_at, delivered_at)
      returning id`;
    expect(seeded).toHaveLength(5);

    await pruneWebhookDeliveriesTask(ctx)({ at: at.toISOString() }, helpers);

    const left = await sql<{ label: string }[]>`
      select payload->>'label' as label from public.webhook_deliveries
      where endpoint_id = ${endpoint.id} order by 1`;
    expect(left.map((row) => row.label)).toEqual(['delivered lately', 'failed lately', 'pending long']);
    await sql`delete from public.webhook_endpoints where id = ${endpoint.id}`;
  });
});
