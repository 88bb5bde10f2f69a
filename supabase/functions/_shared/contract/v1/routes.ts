// Every route of the public API (issue #22), in the order its reference lists them: the api
// function serves exactly these under /api/v1, and its OpenAPI document is made from them. Each
// declares the errors it can answer: the reference lists them, and the route table answers no other.
import type { DocumentedRoute } from '../api-route.ts';
import { v1InterviewApi } from './interviews.ts';
import { v1InvitationApi } from './invitations.ts';
import { v1ReviewApi } from './reviews.ts';

export const v1Routes: readonly DocumentedRoute[] = [
  ...Object.values(v1InterviewApi),
  ...Object.values(v1InvitationApi),
  ...Object.values(v1ReviewApi),
];
