// When a candidate may ask for more time, apart from the requests' zod schemas
// (candidate-requests.ts): the welcome step decides whether to offer it without loading zod.

/** The candidate may ask for more time once this little is left (or after the deadline). */
export const EXTENSION_WINDOW_HOURS = 48;
