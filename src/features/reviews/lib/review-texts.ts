import { msg } from '@lingui/core/macro';

/**
 * The contract's texts a review shows, as messages of the recruiter catalogue; in English each reads
 * exactly as the contract's (#contract/reviews, #contract/consent), which the server, the e-mails and the spec keep.
 */

/** #contract/reviews's INSUFFICIENT_EVIDENCE. */
export const insufficientEvidence = msg`Insufficient evidence`;

/** #contract/reviews's NO_VERIFIED_EVIDENCE. */
export const noVerifiedEvidence = msg`no verified evidence`;

/** #contract/consent's consentMessages.aiDeclined. */
export const aiDeclined = msg`AI analysis declined by the candidate`;
