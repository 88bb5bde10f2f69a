// Signed webhooks of a workspace (issue #22 item 4): its owners register endpoints with the events
// they want, read each endpoint's secret and delivery log, resend a delivery and send a test event.
// The worker signs each delivery per Standard Webhooks with the endpoint's secret.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { pageInfoFields, pageQueryFields } from './paging.ts';

export const webhookEventTypes = [
  'invitation.started',
  'invitation.completed',
  'review.completed',
  'decision.made',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What each event tells, as the settings show it. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'invitation.started': 'A candidate started an interview',
  'invitation.completed': 'A candidate completed an interview',
  'review.completed': 'A review was completed',
  'decision.made': 'A decision was made about a candidate',
};

export const webhookErrorMessages = {
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  url: 'Use an https:// address (http:// only to localhost or 127.0.0.1)',
  events: 'Choose at least one event',
  nothingToChange: 'Send at least one of url, description, events or enabled',
} as const;

/** https anywhere; plain http only to this machine, for local receivers and tests. The database checks the same. */
const URL_PATTERN = /^(https:\/\/[^/?#\s]+\S*|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?([/?#]\S*)?)$/;

const urlSchema = z
  .string({ error: webhookErrorMessages.url })
  .trim()
  .max(2000, { error: 'Must be at most 2000 characters' })
  .regex(URL_PATTERN, { error: webhookErrorMessages.url })
  .refine((value) => URL.canParse(value), { error: webhookErrorMessages.url });

const eventsSchema = z
  .array(z.enum(webhookEventTypes, { error: `Choose among ${webhookEventTypes.join(', ')}` }))
  .min(1, { error: webhookErrorMessages.events })
  .transform((events) => [...new Set(events)]);

const descriptionSchema = z.string().trim().max(200, { error: 'Must be at most 200 characters' });

export const webhookEndpointSchema = z.object({
  id: idSchema,
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  /** Standard Webhooks' whsec_ secret; the receiver verifies signatures with it. */
  secret: z.string(),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  failing_since: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const deliveryStatuses = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export const webhookDeliverySchema = z.object({
  id: idSchema,
  event_id: idSchema,
  event_type: z.enum([...webhookEventTypes, 'webhook.test']),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int().nonnegative(),
  next_attempt_at: timestampSchema,
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: timestampSchema,
  delivered_at: timestampSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const workspaceParams = z.object({ id: z.guid({ error: 'Must be a workspace id' }) });
const endpointParams = workspaceParams.extend({
  endpointId: z.guid({ error: 'Must be a webhook endpoint id' }),
});

const createEndpointSchema = z.object({
  url: urlSchema,
  description: descriptionSchema.default(''),
  events: eventsSchema,
});
export type CreateWebhookEndpoint = z.input<typeof createEndpointSchema>;

const updateEndpointSchema = z
  .object({
    url: urlSchema.optional(),
    description: descriptionSchema.optional(),
    events: eventsSchema.optional(),
    enabled: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: webhookErrorMessages.nothingToChange,
  });
export type UpdateWebhookEndpoint = z.input<typeof updateEndpointSchema>;

export const webhooksApi = {
  list: defineRoute({
    method: 'GET',
    path: '/workspaces/:id/webhooks',
    params: workspaceParams,
    response: z.object({ endpoints: z.array(webhookEndpointSchema) }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/workspaces/:id/webhooks',
    params: workspaceParams,
    body: createEndpointSchema,
    response: webhookEndpointSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/workspaces/:id/webhooks/:endpointId',
    params: endpointParams,
    body: updateEndpointSchema,
    response: webhookEndpointSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/workspaces/:id/webhooks/:endpointId',
    params: endpointParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  deliveries: defineRoute({
    method: 'GET',
    path: '/workspaces/:id/webhooks/:endpointId/deliveries',
    params: endpointParams,
    query: z.object({ ...pageQueryFields(20) }),
    response: z.object({ deliveries: z.array(webhookDeliverySchema), ...pageInfoFields }),
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/workspaces/:id/webhooks/:endpointId/deliveries/:deliveryId/resend',
    params: endpointParams.extend({ deliveryId: z.guid({ error: 'Must be a webhook delivery id' }) }),
    response: webhookDeliverySchema,
    status: 202,
  }),
  sendTest: defineRoute({
    method: 'POST',
    path: '/workspaces/:id/webhooks/:endpointId/test',
    params: endpointParams,
    response: webhookDeliverySchema,
    status: 202,
  }),
};
