import { z } from 'zod';

/** GET /api/health when the database answers; otherwise 503 with an ApiError. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;
