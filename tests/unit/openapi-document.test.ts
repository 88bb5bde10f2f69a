// The OpenAPI document is made from any v1 descriptor, including the shapes the routes in
// contract/v1/routes.ts do not have yet (path parameters, a body, a 201, two methods on one path,
// a CSV file): each becomes a valid OpenAPI 3.1 operation with the errors it declares.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '#contract/api-route';
import { idSchema } from '#contract/common';
import { openApiDocument } from '#backend/v1/openapi-document';

const invitationSchema = z.object({ id: idSchema, email: z.email() });
const routes = [
  defineRoute({
    method: 'GET',
    path: '/v1/things',
    summary: 'List things',
    response: z.object({ things: z.array(invitationSchema) }),
    errors: [401, 429],
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/things/:id/invitations',
    summary: 'Invite to a thing',
    params: z.object({ id: idSchema }),
    body: z.object({ email: z.email(), deadline: z.iso.datetime({ offset: true }).optional() }),
    status: 201,
    response: invitationSchema,
    errors: [429, 400, 401, 403, 404, 409],
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/things/:id/invitations',
    summary: "List a thing's invitations",
    params: z.object({ id: idSchema }),
    response: z.object({ invitations: z.array(invitationSchema) }),
    errors: [400, 401, 404, 429],
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/things/:id/report.csv',
    summary: "A thing's report as a file",
    params: z.object({ id: idSchema }),
    response: z.string(),
    answer: 'csv',
    errors: [401, 404, 429],
  }),
];
const document = openApiDocument(routes, 'https://project.example/functions/v1/api');

describe('openApiDocument', () => {
  it('writes path parameters the OpenAPI way and keeps two methods of one path together', () => {
    expect(Object.keys(document.paths ?? {})).toEqual([
      '/v1/things',
      '/v1/things/{id}/invitations',
      '/v1/things/{id}/report.csv',
    ]);
    const item = document.paths?.['/v1/things/{id}/invitations'];
    expect(Object.keys(item ?? {})).toEqual(['post', 'get']);
    expect(item?.post?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    ]);
  });

  it('documents the body, the success status and the errors each route declares, in order', () => {
    const create = document.paths?.['/v1/things/{id}/invitations']?.post;
    expect(create?.summary).toBe('Invite to a thing');
    expect(create?.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { required: ['email'] } } },
    });
    expect(Object.keys(create?.responses ?? {})).toEqual(['201', '400', '401', '403', '404', '409', '429']);
    expect(Object.keys(document.paths?.['/v1/things']?.get?.responses ?? {})).toEqual(['200', '401', '429']);
    expect(document.components?.responses?.['RateLimited']).toMatchObject({
      headers: { 'Retry-After': expect.objectContaining({ required: true }) },
    });
  });

  it('names a file answer by its media type', () => {
    const report = document.paths?.['/v1/things/{id}/report.csv']?.get;
    expect(Object.keys(report?.responses?.['200']?.content ?? {})).toEqual(['text/csv; charset=utf-8']);
    const list = document.paths?.['/v1/things']?.get;
    expect(Object.keys(list?.responses?.['200']?.content ?? {})).toEqual(['application/json']);
  });

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });
});
