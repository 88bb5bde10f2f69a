import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import {
  CANDIDATE_NAME_MAX_LENGTH,
  candidateErrorMessages,
  candidateNamesSchema,
} from '#contract/candidates';
import { z } from 'zod';

/** docs/product.md §5 and §9: the shortest password Supabase Auth is configured to accept. */
const MIN_PASSWORD_LENGTH = 6;

// Functions, so each message is read in the page's language when the form is checked.
const loginMessages = {
  emailRequired: () => t`Email is required`,
  emailInvalid: () => t`Enter a valid email address`,
  passwordRequired: () => t`Password is required`,
  passwordTooShort: () => t`Must be at least 6 characters long`,
  passwordsDoNotMatch: () => t`Passwords do not match`,
};

const emailSchema = z
  .string()
  .trim()
  .min(1, { error: loginMessages.emailRequired })
  .pipe(z.email({ error: loginMessages.emailInvalid }));

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: loginMessages.passwordRequired }),
});
export type SignInValues = z.input<typeof signInSchema>;

export const registrationSchema = candidateNamesSchema
  .extend({
    email: emailSchema,
    password: z.string().min(MIN_PASSWORD_LENGTH, { error: loginMessages.passwordTooShort }),
    confirm_password: z.string(),
  })
  .refine((values) => values.password === values.confirm_password, {
    error: loginMessages.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type RegistrationValues = z.input<typeof registrationSchema>;

export const passwordResetSchema = z.object({ email: emailSchema });
export type PasswordResetValues = z.input<typeof passwordResetSchema>;

export const newPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, { error: loginMessages.passwordTooShort }),
    confirm_password: z.string(),
  })
  .refine((values) => values.password === values.confirm_password, {
    error: loginMessages.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
export type Registration = z.output<typeof registrationSchema>;

const maxLength = CANDIDATE_NAME_MAX_LENGTH;

/** The contract's name checks (the server makes them too) as the candidate reads them. */
const NAME_MESSAGES: Record<string, () => string> = {
  [candidateErrorMessages.firstNameRequired]: () => t`First name is required`,
  [candidateErrorMessages.lastNameRequired]: () => t`Last name is required`,
  [candidateErrorMessages.nameTooLong]: () => t`Must be at most ${maxLength} characters`,
};

/** A form's errors with the contract's name checks in the page's language. */
export function localNameErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? (NAME_MESSAGES[error]?.() ?? error) : error,
    ]),
  );
}
