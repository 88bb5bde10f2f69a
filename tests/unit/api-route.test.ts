// The contract's route descriptors: the URL a call goes to, and the type checks that keep the
// server's handlers and the client's calls to one route's path and schemas (`npm run typecheck`
// fails if an expected error below stops being one).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, routeUrl, type RouteAnswer, type RouteRequest } from '#contract/api-route';
import { adminApi } from '#contract/admin';
import { interviewApi } from '#contract/interviews';
import { reviewApi } from '#contract/reviews';

describe('route descriptors', () => {
  it('fill in and encode the path parameters', () => {
    expect(routeUrl(reviewApi.analyze, { id: 'a/b', responseId: 'c?d' }, undefined)).toBe(
      '/reviews/a%2Fb/analyze/c%3Fd',
    );
  });

  it('append the query values given and leave out the undefined ones', () => {
    expect(routeUrl(adminApi.users, undefined, { role: 'ALL', page: 2, search: undefined })).toBe(
      '/admin/users?role=ALL&page=2',
    );
    expect(routeUrl(interviewApi.list, undefined, {})).toBe('/interviews');
  });

  it('answer 200 unless they say 201', () => {
    expect(interviewApi.detail.status).toBe(200);
    expect(interviewApi.create.status).toBe(201);
  });

  it('refuse, at type check, a path and params that disagree and a request or answer off the schema', () => {
    const response = z.object({ id: z.string() });
    // @ts-expect-error the path names :other, the params schema id
    defineRoute({ method: 'GET', path: '/things/:other', params: z.object({ id: z.string() }), response });
    // @ts-expect-error a path with a :param needs a params schema
    defineRoute({ method: 'GET', path: '/things/:id', response });

    const request: RouteRequest<typeof interviewApi.detail> = { params: { id: 'x' } };
    // @ts-expect-error the interview's param is id
    const renamed: RouteRequest<typeof interviewApi.detail> = { params: { interviewId: 'x' } };
    const answer: RouteAnswer<typeof interviewApi.create> = { id: 'x' };
    // @ts-expect-error the create answer is { id }
    const offSchema: RouteAnswer<typeof interviewApi.create> = { interview_id: 'x' };
    expect([request, renamed, answer, offSchema]).toHaveLength(4);
  });
});
