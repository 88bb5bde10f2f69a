// Every route of the public API (issue #22), in the order its reference lists them: the api
// function serves exactly these under /api/v1, and its OpenAPI document is made from them.
import type { ApiRoute } from '../api-route.ts';
import { v1InterviewApi } from './interviews.ts';
import { v1InvitationApi } from './invitations.ts';
import { v1ReviewApi } from './reviews.ts';

export const v1Routes: readonly ApiRoute[] = [
  ...Object.values(v1InterviewApi),
  ...Object.values(v1InvitationApi),
  ...Object.values(v1ReviewApi),
];
