/**
 * The catalogues of lingui.config.ts, one per area of the app: a screen loads its own with itself, so
 * /take's first screen downloads only its own messages in one language (issue #36).
 */
export const CATALOGUE_AREAS = ['take-start', 'take', 'candidate', 'recruiter', 'landing'] as const;

export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

/**
 * The areas whose screens stay English in issue #36: the recruiter's, reviewer's and administrator's
 * screens, and the landing page. Their texts are in catalogues all the same; the other locales' are
 * empty until someone translates them, so these load in English whatever the page's language.
 */
export const ENGLISH_ONLY_AREAS: ReadonlySet<CatalogueArea> = new Set(['recruiter', 'landing']);
