import type { FormErrors } from '@mantine/form';
import { ApiError } from '@/lib/api-client';

/** A path of the api's `fields` ('questions.0.text') as segments: ['questions', 0, 'text']. */
export type FieldPath = readonly (string | number)[];

/** What of a Mantine form the server's field errors need. */
export interface FormWithErrors {
  setErrors: (errors: FormErrors) => void;
}

const samePath = (path: FieldPath) => path.join('.');

function segments(key: string): FieldPath {
  return key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Shows a 400's `fields` beside the form's inputs, each at the form path `toFormPath` gives (by
 * default the api's own path). Every form validates with the contract's schema before sending, so
 * these are what only the server can know; true when there were any.
 */
export function showServerFieldErrors(
  form: FormWithErrors,
  error: unknown,
  toFormPath: (path: FieldPath) => string = samePath,
): boolean {
  const fields = error instanceof ApiError ? error.fields : undefined;
  if (!fields) return false;
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const path = toFormPath(segments(key));
    if (!(path in errors)) errors[path] = message;
  }
  form.setErrors(errors);
  return true;
}
