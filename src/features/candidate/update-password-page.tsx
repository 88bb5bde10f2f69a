import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { exchangeCodeOnce } from '@/auth/exchange-code-once';
import { useSession } from '@/auth/session-context';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/candidate/components/auth-card';
import { NewPasswordFields } from '@/features/candidate/components/password-fields';
import { resetLinkInvalid, useUpdatePassword } from '@/features/candidate/hooks/use-password-auth';
import { newPasswordSchema, type NewPasswordValues } from '@/features/candidate/lib/login-schemas';
import { supabaseAuth } from '@/lib/supabase';
import { PageLoader } from '@/ui/page-loader';

type LinkState = 'none' | 'checking' | 'exchanged' | 'failed';

async function exchangeRecoveryCode(code: string): Promise<boolean> {
  try {
    const { data, error } = await supabaseAuth.exchangeCodeForSession(code);
    return !error && data.session !== null;
  } catch {
    return false;
  }
}

/**
 * Turns the recovery link's `?code=` into a session (in the browser that asked for the link, which
 * holds the PKCE verifier), then drops the code from the address: a reload must not spend it again.
 */
function useRecoveryLink(): LinkState {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const code = search.get('code');
  const failed = search.has('error') || search.has('error_code');
  const [state, setState] = useState<LinkState>(failed ? 'failed' : code ? 'checking' : 'none');

  useEffect(() => {
    if (!code || failed) return;
    let mounted = true;
    void exchangeCodeOnce(code, exchangeRecoveryCode).then((ok) => {
      if (!mounted) return;
      setState(ok ? 'exchanged' : 'failed');
      if (ok) void navigate(paths.candidateUpdatePassword.getHref(), { replace: true });
    });
    return () => {
      mounted = false;
    };
  }, [code, failed, navigate]);
  return state;
}

function NewPasswordForm() {
  const { t } = useLingui();
  const update = useUpdatePassword();
  const navigate = useNavigate();
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', confirm_password: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(newPasswordSchema.parse(values).password, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t`Your password has been changed.` });
        void navigate(paths.candidateDashboard.getHref(), { replace: true });
      },
    });
  });

  return (
    <>
      {update.error && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={update.error.message}
        />
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NewPasswordFields
            label={t`New Password`}
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('confirm_password')}
          />
          <Button type="submit" loading={update.isPending} fullWidth mt="xs">
            <Trans>Set New Password</Trans>
          </Button>
        </Stack>
      </form>
    </>
  );
}

/**
 * /candidate/update-password: where the recovery mail's link comes back. The link signs its
 * browser in; the new password is then set on that session (Supabase Auth's updateUser).
 */
export function UpdatePasswordPage() {
  const { t } = useLingui();
  const link = useRecoveryLink();
  const session = useSession();

  if (link === 'checking' || (link === 'none' && session.status === 'loading')) {
    return <PageLoader label={t`Checking your link`} />;
  }
  const usable = link === 'exchanged' || (link === 'none' && session.status === 'signed-in');
  return (
    <AuthCard title={t`Choose a new password`} subtitle={t`At least 6 characters. You stay signed in here.`}>
      {usable ? (
        <NewPasswordForm />
      ) : (
        <>
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={resetLinkInvalid()}
          />
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.candidateResetPassword.getHref()}>
              <Trans>Request a new link</Trans>
            </Anchor>
          </Text>
        </>
      )}
    </AuthCard>
  );
}
