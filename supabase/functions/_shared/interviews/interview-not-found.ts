import { errorCodes } from '../contract/errors.ts';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '../contract/interviews.ts';
import { HttpError } from '../http-error.ts';

/** The 404 of an interview the caller may not see: to them it is not there. */
export function interviewNotFound(): HttpError {
  return new HttpError(404, INTERVIEW_NOT_FOUND_MESSAGE, { code: errorCodes.notFound });
}
