import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { signInSchema, type SignInValues } from '@/features/candidate/lib/login-schemas';
import { RevealablePassword } from '@/features/candidate/components/password-fields';
import { usePasswordSignIn } from '@/features/candidate/hooks/use-password-auth';

interface SignInFormProps {
  onError: (message: string) => void;
}

/** E-mail and password; once Supabase Auth has a session the login page moves on by itself. */
export function SignInForm({ onError }: SignInFormProps) {
  const { t } = useLingui();
  const signIn = usePasswordSignIn();
  const [visible, setVisible] = useState(false);
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signInSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    signIn.mutate(signInSchema.parse(values), { onError: (error) => onError(error.message) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <RevealablePassword
          label={t`Password`}
          autoComplete="current-password"
          required
          visible={visible}
          onVisibilityChange={setVisible}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.candidateResetPassword.getHref()} size="sm">
            <Trans>Forgot password?</Trans>
          </Anchor>
        </Group>
        <Button type="submit" loading={signIn.isPending} fullWidth mt="xs">
          <Trans>Sign In</Trans>
        </Button>
      </Stack>
    </form>
  );
}
