import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '@/auth/use-logout';

export function LogoutButton({ label, ...props }: ButtonProps & { label?: string }) {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
      {...props}
    >
      {label ?? t`Logout`}
    </Button>
  );
}
