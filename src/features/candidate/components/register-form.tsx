import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  localNameErrors,
  registrationSchema,
  type RegistrationValues,
} from '@/features/candidate/lib/login-schemas';
import { NewPasswordFields } from '@/features/candidate/components/password-fields';
import { useRegister } from '@/features/candidate/hooks/use-password-auth';

interface RegisterFormProps {
  /** The invitation token of the link the candidate came from, bound to the new account. */
  token: string | null;
  redirect: string;
  onError: (message: string) => void;
}

/**
 * docs/product.md §5 Registration: first and last name, e-mail, password of at least 6 characters, confirmed.
 * The account waits for its e-mail to be confirmed (config.toml enable_confirmations), so the form
 * asks the candidate to open the link; Auth answers the same for an address that has an account
 * (and mails it nothing), so the screen says what to do when no mail arrives.
 */
const checkRegistration = schemaResolver(registrationSchema, { sync: true });

export function RegisterForm({ token, redirect, onError }: RegisterFormProps) {
  const { t } = useLingui();
  const register = useRegister();
  const [confirmationSent, setConfirmationSent] = useState(false);
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues: { first_name: '', last_name: '', email: '', password: '', confirm_password: '' },
    validate: (values) => localNameErrors(checkRegistration(values)),
  });

  const submit = form.onSubmit((values) => {
    register.mutate(
      { values: registrationSchema.parse(values), token, redirect },
      {
        onSuccess: (outcome) => setConfirmationSent(!outcome.signedIn),
        // docs/product.md §8's text alone: Auth's own message could tell whether the address has an account.
        onError: (error) => onError(error.message),
      },
    );
  });

  if (confirmationSent) {
    return (
      <Alert color="blue" variant="light" title={t`Check your email`}>
        <Text size="sm">
          <Trans>
            We sent a confirmation link to {form.values.email}. Open it to finish creating your account.
          </Trans>
        </Text>
        {/* Auth mails nothing to an address that already has an account, and must not say so. */}
        <Text size="sm" mt="xs">
          {/* The alert's own text colour: the link colour on its light blue is 4:1, below AA. */}
          <Trans>
            No email? If you already have an account, sign in or{' '}
            <Anchor
              component={Link}
              to={paths.candidateResetPassword.getHref()}
              inherit
              c="inherit"
              underline="always"
            >
              reset your password
            </Anchor>
            .
          </Trans>
        </Text>
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t`First Name`}
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t`Last Name`}
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
        </Group>
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <NewPasswordFields
          label={t`Password`}
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('confirm_password')}
        />
        <Button type="submit" loading={register.isPending} fullWidth mt="xs">
          <Trans>Create Account</Trans>
        </Button>
      </Stack>
    </form>
  );
}
