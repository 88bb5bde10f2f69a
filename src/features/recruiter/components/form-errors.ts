import type { FormErrors } from '@mantine/form';

export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Mantine form errors from zod issues or a 400's `fields`: the first message per field, at the
 * form path `toPath` gives (by default the issue's own path, 'questions.0.text').
 */
export function toFormErrors(
  issues: Iterable<FieldIssue>,
  toPath: (path: readonly PropertyKey[]) => string = (path) => path.map(String).join('.'),
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = toPath(issue.path);
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** The `fields` of a 400 answer ('questions.0.text' → message) as issues. */
export function fieldIssues(fields: Record<string, string>): FieldIssue[] {
  return Object.entries(fields).map(([key, message]) => ({
    path: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message,
  }));
}
