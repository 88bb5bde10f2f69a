// Blind review (issue #18): how a payload names a candidate.
import { z } from 'zod';

/**
 * Who the candidate is. In an anonymous (blind) review the name and e-mail are null until the caller
 * has submitted their ratings of the candidate (`anonymous`); the page says "Candidate N" instead.
 */
export const candidateIdentityFields = {
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  candidate_number: z.number().int().positive(),
  anonymous: z.boolean(),
};

/** "Candidate N", the name of a candidate in a blind review. */
export function candidateLabel(candidate: {
  first_name: string | null;
  last_name: string | null;
  candidate_number: number;
}): string {
  if (candidate.first_name === null || candidate.last_name === null) {
    return `Candidate ${candidate.candidate_number}`;
  }
  return `${candidate.first_name} ${candidate.last_name}`;
}
