// The error plumbing of the api function, exercised in-process with app.request(): a tiny app
// built from the same handlers and validator, for failures no real route can be made to produce.
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '#contract/errors';
import { handleError, handleNotFound } from '#backend/error-handler';
import { HttpError } from '#backend/http-error';
import { validate } from '#backend/validate';

const app = new Hono()
  .get('/boom', () => {
    throw new Error('connection string postgres://secret@db');
  })
  .get('/teapot', () => {
    throw new HttpError(409, 'Already done', { code: 'done', extra: { hint: 'look' } });
  })
  .post('/things', validate('json', z.object({ name: z.string().min(1), size: z.number() })), (c) =>
    c.json(c.req.valid('json'), 201),
  )
  .onError(handleError)
  .notFound(handleNotFound);

function postThings(body: string) {
  return app.request('/things', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error handler', () => {
  it('answers an unexpected error with 500 and a generic message, logging the detail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(JSON.stringify({ error: 'Internal server error' }));
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('/boom'),
      expect.objectContaining({ message: 'connection string postgres://secret@db' }),
    );
  });

  it('answers an HttpError with its status, code and extra fields', async () => {
    const response = await app.request('/teapot');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Already done', code: 'done', hint: 'look' });
  });

  it('answers a body that is not JSON with 400 in the error shape', async () => {
    const response = await postThings('{"name": ');
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error).toMatch(/JSON/);
  });

  it('answers an invalid body with 400 and a message per field', async () => {
    const response = await postThings(JSON.stringify({ name: '', size: 'big' }));
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['name', 'size']);
  });

  it('answers a JSON body that is not an object with 400 and no fields', async () => {
    const response = await postThings('[1, 2]');
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({ code: 'invalid_input', fields: {} });
  });

  it.each([
    ['a NUL character', 'nul\\u0000inside', 'Must not contain a NUL character'],
    ['a lone surrogate', 'half \\ud83d emoji', 'Must be valid Unicode text'],
  ])('refuses text with %s, which PostgreSQL cannot store, naming the field', async (_, text, message) => {
    const response = await postThings(`{"name": "${text}", "size": 1}`);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({
      code: 'invalid_input',
      fields: { name: message },
    });
  });

  it('lets a valid body through', async () => {
    const response = await postThings(JSON.stringify({ name: 'box', size: 3 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'box', size: 3 });
  });
});
