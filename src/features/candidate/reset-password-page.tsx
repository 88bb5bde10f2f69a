import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/candidate/components/auth-card';
import { usePasswordReset } from '@/features/candidate/hooks/use-password-auth';
import { passwordResetSchema, type PasswordResetValues } from '@/features/candidate/lib/login-schemas';

/**
 * /candidate/reset-password: "Forgot password?" asks Supabase Auth to mail a recovery link. The
 * answer is the same whether the address has an account or not, and so is the screen.
 */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const reset = usePasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<PasswordResetValues>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(passwordResetSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const { email } = passwordResetSchema.parse(values);
    reset.mutate(email, { onSuccess: () => setSentTo(email) });
  });

  const backToSignIn = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={paths.candidateLogin.getHref()}>
        <Trans>Back to Sign In</Trans>
      </Anchor>
    </Text>
  );

  if (sentTo) {
    return (
      <AuthCard
        title={t`Reset your password`}
        subtitle={t`We will send you a link to choose a new password.`}
      >
        <Alert color="blue" variant="light" title={t`Check your email`}>
          <Trans>
            If {sentTo} has an account, we sent it a link to reset the password. Open it to choose a new one.
          </Trans>
        </Alert>
        {backToSignIn}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t`Reset your password`} subtitle={t`We will send you a link to choose a new password.`}>
      {reset.error && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={reset.error.message}
        />
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={reset.isPending} fullWidth mt="xs">
            <Trans>Send Reset Link</Trans>
          </Button>
        </Stack>
      </form>
      {backToSignIn}
    </AuthCard>
  );
}
