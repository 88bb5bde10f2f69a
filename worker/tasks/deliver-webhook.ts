// deliver_webhook {delivery_id, at?}: sends one webhook delivery to its endpoint, signed per
// Standard Webhooks with the endpoint's secret (queued with the event by the database,
// supabase/schemas/85-webhooks.sql, and by Resend and Send test event). A receiver that does not answer
// 2xx is tried again after each of RETRY_DELAYS_MS (more than a day in all); after the last one the
// delivery is FAILED, the endpoint disabled and the workspace's owners e-mailed. `at` is the moment
// the job acts at: the database's now, or, to move the clock (the tests do), the payload's own.
// The delivery row is locked while its receiver is called, and only a PENDING row due by `at` is
// sent, so a job run twice, or early, sends nothing twice.
// Each attempt checks the URL's host again (the SSRF guard, _shared/webhooks/endpoint-address.ts):
// an https host with a non-public address, or plain http to this machine without
// WEBHOOK_ALLOW_LOOPBACK, fails the attempt with that reason and nothing is sent;
// otherwise the request goes to the address just checked. Node's http(s) client rather than fetch:
// its `lookup` option pins the connection to that address while the URL's name still serves for
// TLS (SNI, certificate) and the Host header, so a name re-pointed in between (DNS rebinding) is
// not followed. fetch would need undici's Agent, which is not one of our dependencies.
import { lookup as lookupHost } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Task } from 'graphile-worker';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import { renderWebhookDisabledEmail } from '#backend/mail/webhook-disabled-email';
import { endpointTarget, type EndpointRules, type ResolveHost } from '#backend/webhooks/endpoint-address';
import type { WorkerContext } from '../context.ts';

const payloadSchema = z.object({
  delivery_id: z.guid(),
  at: z.iso.datetime({ offset: true }).optional(),
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The waits after each failed attempt: the eighth attempt is about 27½ hours after the first. */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

/** A receiver has this long to answer. */
const TIMEOUT_MS = 15 * SECOND;

interface DueDelivery {
  id: string;
  event_id: string;
  payload: unknown;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  at: Date;
  endpoint_id: string;
  url: string;
  secret: string;
  enabled: boolean;
  workspace_id: string;
  workspace_name: string;
}

interface Outcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/** last_error is shown to owners: one short line. */
function storable(error: string): string {
  const line = error.replace(/\s+/g, ' ').trim();
  return line.length > 500 ? `${line.slice(0, 499)}…` : line;
}

/** The system's resolver (getaddrinfo, /etc/hosts included), as the connection would use. */
const resolveWithSystem: ResolveHost = async (hostname) =>
  (await lookupHost(hostname, { all: true, verbatim: true })).map((found) => found.address);

/**
 * POSTs `body` to `url`, connecting to `address` when one is given (else to the URL's host as
 * written: http to this machine); answers the status code. A redirect is not followed: it is the
 * receiver's answer, not a place to send the event to.
 */
export function postTo(
  url: string,
  address: string | null,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<number> {
  const pinned: LookupFunction | undefined =
    address === null
      ? undefined
      : (_hostname, options, callback) => {
          const family = isIP(address);
          if (options.all) callback(null, [{ address, family }]);
          else callback(null, address, family);
        };
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal,
        ...(pinned ? { lookup: pinned } : {}),
      },
      (response) => {
        // The status is the answer; a body cut short afterwards (the timeout) changes nothing.
        response.on('error', () => undefined);
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function send(delivery: DueDelivery, rules: EndpointRules): Promise<Outcome> {
  const body = JSON.stringify(delivery.payload);
  try {
    const target = await endpointTarget(delivery.url, resolveWithSystem, rules);
    if (!target.ok) return { ok: false, statusCode: null, error: storable(target.reason) };
    // Signed at the real moment of sending: receivers refuse a timestamp far from their clock.
    const timestamp = new Date();
    const status = await postTo(
      delivery.url,
      target.address,
      {
        'content-type': 'application/json',
        'webhook-id': delivery.event_id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': new Webhook(delivery.secret).sign(delivery.event_id, timestamp, body),
      },
      body,
      AbortSignal.timeout(TIMEOUT_MS),
    );
    if (status >= 200 && status < 300) return { ok: true, statusCode: status, error: null };
    return { ok: false, statusCode: status, error: `The receiver answered HTTP ${status}` };
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return { ok: false, statusCode: null, error: storable(`The receiver could not be reached: ${reason}`) };
  }
}

export function deliverWebhookTask(ctx: WorkerContext): Task {
  return async (payload, helpers) => {
    const parsed = payloadSchema.parse(payload);
    const outcome = await ctx.sql.begin(async (tx) => {
      const [delivery] = await tx<DueDelivery[]>`
        select d.id, d.event_id, d.payload, d.status::text as status, d.attempts, d.next_attempt_at,
               coalesce(${parsed.at ?? null}::timestamptz, now()) as at,
               e.id as endpoint_id, e.url, e.secret, e.enabled, e.workspace_id, w.name as workspace_name
        from public.webhook_deliveries d
        join public.webhook_endpoints e on e.id = d.endpoint_id
        join public.workspaces w on w.id = e.workspace_id
        where d.id = ${parsed.delivery_id}
        for update of d`;
      if (!delivery || delivery.status !== 'PENDING') return 'settled';
      // A test event is sent to a disabled endpoint too: the owner checks it before enabling it.
      if (!delivery.enabled && (delivery.payload as { type?: unknown }).type !== 'webhook.test') {
        await tx`
          update public.webhook_deliveries set status = 'FAILED', last_error = 'The endpoint is disabled'
          where id = ${delivery.id}`;
        return 'endpoint disabled';
      }
      if (delivery.next_attempt_at > delivery.at) {
        await tx`select private.queue_webhook_delivery(${delivery.id}, ${delivery.next_attempt_at})`;
        return 'not due yet';
      }

      const result = await send(delivery, { allowLoopback: ctx.env.WEBHOOK_ALLOW_LOOPBACK });
      const attempts = delivery.attempts + 1;
      if (result.ok) {
        await tx`
          update public.webhook_deliveries
          set status = 'DELIVERED', attempts = ${attempts}, last_status_code = ${result.statusCode},
              last_error = null, delivered_at = now()
          where id = ${delivery.id}`;
        await tx`update public.webhook_endpoints set failing_since = null where id = ${delivery.endpoint_id}`;
        return 'delivered';
      }

      const delay = RETRY_DELAYS_MS[attempts - 1];
      if (delay !== undefined) {
        const next = new Date(delivery.at.getTime() + delay);
        await tx`
          update public.webhook_deliveries
          set attempts = ${attempts}, last_status_code = ${result.statusCode}, last_error = ${result.error},
              next_attempt_at = ${next}
          where id = ${delivery.id}`;
        await tx`
          update public.webhook_endpoints set failing_since = coalesce(failing_since, ${delivery.at})
          where id = ${delivery.endpoint_id}`;
        await tx`select private.queue_webhook_delivery(${delivery.id}, ${next})`;
        return `failed, again at ${next.toISOString()}`;
      }

      await tx`
        update public.webhook_deliveries
        set status = 'FAILED', attempts = ${attempts}, last_status_code = ${result.statusCode},
            last_error = ${result.error}
        where id = ${delivery.id}`;
      if (!delivery.enabled) return 'failed for good';
      await tx`
        update public.webhook_endpoints
        set enabled = false, disabled_reason = ${storable(`Disabled after ${attempts} failed attempts. ${result.error ?? ''}`)}
        where id = ${delivery.endpoint_id}`;
      const email = renderWebhookDisabledEmail({
        siteUrl: ctx.env.SITE_URL,
        workspaceId: delivery.workspace_id,
        workspaceName: delivery.workspace_name,
        url: delivery.url,
        lastError: result.error ?? 'no answer',
      });
      // Each insert queues its send_mail job.
      await tx`
        insert into public.mail_outbox (kind, to_email, subject, html, text_body)
        select 'WEBHOOK_DISABLED', p.email, ${email.subject}, ${email.html}, ${email.text}
        from public.workspace_members m join public.profiles p on p.id = m.user_id
        where m.workspace_id = ${delivery.workspace_id} and m.role = 'OWNER' and p.email <> ''`;
      return 'failed for good; endpoint disabled';
    });
    helpers.logger.info(`Webhook delivery ${parsed.delivery_id}: ${outcome}`);
  };
}
