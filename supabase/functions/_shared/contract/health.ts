import { z } from 'zod';
import { defineRoute } from './api-route.ts';

/** GET /api/health when the database answers; otherwise 503 with an ApiError. */
const healthSchema = z.object({ status: z.literal('ok') });

// Section: routes ---------------------------------------------------------------------------------

export const healthApi = {
  check: defineRoute({ method: 'GET', path: '/health', response: healthSchema }),
};
