import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '@/auth/use-logout';

export function LogoutButton({ label = 'Logout', ...props }: ButtonProps & { label?: string }) {
  const logout = useLogout();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
      {...props}
    >
      {label}
    </Button>
  );
}
