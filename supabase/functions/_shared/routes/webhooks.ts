// Webhook endpoints of a workspace and their delivery log (issue #22 item 4), for its owners only:
// the rows' policies show them to no one else, and an admin who is not an owner reads no secret
// either. Events are written by the database where they happen; Resend and Send test event queue
// a delivery for the worker (worker/tasks/deliver-webhook.ts). An https URL whose host is not
// public, and plain http to this machine unless WEBHOOK_ALLOW_LOOPBACK is set, are refused here
// already (webhooks/endpoint-address.ts); the worker checks them again.
import { errorCodes } from '../contract/errors.ts';
import {
  webhookErrorMessages,
  webhooksApi,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../contract/webhooks.ts';
import { asCaller, type Transaction } from '../db.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { requireRecruiter, type CallerProfile } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { endpointTarget } from '../webhooks/endpoint-address.ts';
import { resolveWithDeno } from '../webhooks/resolve-host.ts';
import { openWorkspace, requireOwner } from '../workspaces/open-workspace.ts';

async function requireWorkspaceOwner(tx: Transaction, id: string, profile: CallerProfile): Promise<void> {
  requireOwner(await openWorkspace(tx, id, profile), { admins: false });
}

/** A URL that leads to a non-public address is refused; one whose host has no address yet is not. */
async function requirePublicUrl(url: string): Promise<void> {
  const target = await endpointTarget(url, resolveWithDeno, {
    allowLoopback: serverEnv.webhookAllowLoopback,
  }).catch(() => null);
  if (target && !target.ok) {
    throw new HttpError(400, target.reason, {
      code: errorCodes.invalidInput,
      fields: { url: target.reason },
    });
  }
}

function endpointNotFound(): HttpError {
  return new HttpError(404, webhookErrorMessages.endpointNotFound, { code: errorCodes.notFound });
}

const endpointColumns = (tx: Transaction) => tx`
  id, url, description, events::text[] as events, secret, enabled, disabled_reason, failing_since, created_at`;

const deliveryColumns = (tx: Transaction) => tx`
  id, event_id, event_type::text as event_type, payload, status::text as status, attempts, next_attempt_at,
  last_status_code, last_error, created_at, delivered_at`;

async function findEndpoint(
  tx: Transaction,
  workspaceId: string,
  endpointId: string,
): Promise<WebhookEndpoint> {
  const [endpoint] = await tx<WebhookEndpoint[]>`
    select ${endpointColumns(tx)} from public.webhook_endpoints
    where id = ${endpointId} and workspace_id = ${workspaceId}`;
  if (!endpoint) throw endpointNotFound();
  return endpoint;
}

async function findDelivery(tx: Transaction, deliveryId: string): Promise<WebhookDelivery> {
  const [delivery] = await tx<WebhookDelivery[]>`
    select ${deliveryColumns(tx)} from public.webhook_deliveries where id = ${deliveryId}`;
  if (!delivery) {
    throw new HttpError(404, webhookErrorMessages.deliveryNotFound, { code: errorCodes.notFound });
  }
  return delivery;
}

export const webhookRoutes = new RouteTable()
  .handle(webhooksApi.list, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      await requireWorkspaceOwner(tx, id, c.var.profile);
      const endpoints = await tx<WebhookEndpoint[]>`
        select ${endpointColumns(tx)} from public.webhook_endpoints
        where workspace_id = ${id} order by created_at, id`;
      return { endpoints };
    }),
  )

  .handle(webhooksApi.create, requireRecruiter, (c, { params: { id }, body }) =>
    asCaller(c.var.user, async (tx) => {
      await requireWorkspaceOwner(tx, id, c.var.profile);
      await requirePublicUrl(body.url);
      const [endpoint] = await tx<WebhookEndpoint[]>`
        insert into public.webhook_endpoints (workspace_id, url, description, events)
        values (${id}, ${body.url}, ${body.description}, ${body.events}::public.webhook_event_type[])
        returning ${endpointColumns(tx)}`;
      if (!endpoint) throw endpointNotFound();
      return endpoint;
    }),
  )

  .handle(webhooksApi.update, requireRecruiter, (c, { params: { id, endpointId }, body }) =>
    asCaller(c.var.user, async (tx) => {
      await requireWorkspaceOwner(tx, id, c.var.profile);
      const current = await findEndpoint(tx, id, endpointId);
      if (body.url !== undefined) await requirePublicUrl(body.url);
      const [endpoint] = await tx<WebhookEndpoint[]>`
        update public.webhook_endpoints
        set url = ${body.url ?? current.url},
            description = ${body.description ?? current.description},
            events = ${body.events ?? current.events}::public.webhook_event_type[],
            enabled = ${body.enabled ?? current.enabled}
        where id = ${endpointId}
        returning ${endpointColumns(tx)}`;
      if (!endpoint) throw endpointNotFound();
      return endpoint;
    }),
  )

  .handle(webhooksApi.remove, requireRecruiter, (c, { params: { id, endpointId } }) =>
    asCaller(c.var.user, async (tx) => {
      await requireWorkspaceOwner(tx, id, c.var.profile);
      const deleted = await tx`
        delete from public.webhook_endpoints where id = ${endpointId} and workspace_id = ${id} returning id`;
      if (deleted.length === 0) throw endpointNotFound();
      return { deleted: true as const };
    }),
  )

  .handle(webhooksApi.deliveries, requireRecruiter, (c, { params: { id, endpointId }, query }) =>
    asCaller(c.var.user, async (tx) => {
      await requireWorkspaceOwner(tx, id, c.var.profile);
      await findEndpoint(tx, id, endpointId);
      const [counted] = await tx<{ total: number }[]>`
        select count(*)::int as total from public.webhook_deliveries where endpoint_id = ${endpointId}`;
      const deliveries = await tx<WebhookDelivery[]>`
        select ${deliveryColumns(tx)} from public.webhook_deliveries
        where endpoint_id = ${endpointId}
        order by created_at desc, id
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`;
      return { deliveries, total: counted?.total ?? 0, page: query.page, page_size: query.page_size };
    }),
  )

  .handle(webhooksApi.resend, requireRecruiter, (c, { params: { id, endpointId, deliveryId } }) =>
    asCaller(c.var.user, async (tx) => {
      await requireWorkspaceOwner(tx, id, c.var.profile);
      await findEndpoint(tx, id, endpointId);
      const [own] = await tx`
        select 1 from public.webhook_deliveries where id = ${deliveryId} and endpoint_id = ${endpointId}`;
      if (!own)
        throw new HttpError(404, webhookErrorMessages.deliveryNotFound, { code: errorCodes.notFound });
      await tx`select private.resend_webhook_delivery(${deliveryId})`;
      return findDelivery(tx, deliveryId);
    }),
  )

  .handle(webhooksApi.sendTest, requireRecruiter, (c, { params: { id, endpointId } }) =>
    asCaller(c.var.user, async (tx) => {
      await requireWorkspaceOwner(tx, id, c.var.profile);
      await findEndpoint(tx, id, endpointId);
      const [sent] = await tx<{ id: string }[]>`select private.send_webhook_test(${endpointId}) as id`;
      if (!sent) throw endpointNotFound();
      return findDelivery(tx, sent.id);
    }),
  );
