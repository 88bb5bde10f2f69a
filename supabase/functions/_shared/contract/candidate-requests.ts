// A candidate's requests about one invitation (issue #19 items 4 and 5): more time (EXTENSION) or
// an ACCOMMODATION, each with a reason, approved or declined once by a recruiter.
import { z } from 'zod';
import { timestampSchema } from './common.ts';

const candidateRequestKindSchema = z.enum(['EXTENSION', 'ACCOMMODATION'], {
  error: 'Choose EXTENSION or ACCOMMODATION',
});

const candidateRequestStatusSchema = z.enum(['PENDING', 'APPROVED', 'DECLINED']);

/** A request as the candidate's own take page shows it: no reason, no recruiter. */
export const candidateRequestSummarySchema = z.object({
  kind: candidateRequestKindSchema,
  status: candidateRequestStatusSchema,
  requested_at: timestampSchema,
  decided_at: timestampSchema.nullable(),
  /** An approved extension's new deadline. */
  new_deadline: timestampSchema.nullable(),
});
export type CandidateRequestSummary = z.infer<typeof candidateRequestSummarySchema>;
