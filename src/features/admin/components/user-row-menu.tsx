import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconBriefcase, IconDots, IconShieldLock, IconTrash, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AdminUser } from '#contract/admin';
import type { AppRole } from '#contract/users';
import type { useUserActions } from '@/features/admin/hooks/use-user-actions';

const roleItems: { role: AppRole; label: MessageDescriptor; icon: ReactNode }[] = [
  { role: 'ADMIN', label: msg`Make Admin`, icon: <IconShieldLock size={16} aria-hidden /> },
  { role: 'RECRUITER', label: msg`Make Recruiter`, icon: <IconBriefcase size={16} aria-hidden /> },
  { role: 'CANDIDATE', label: msg`Make Candidate`, icon: <IconUser size={16} aria-hidden /> },
];

interface UserRowMenuProps {
  user: AdminUser;
  /** The signed-in admin's own row offers no Delete User (the server refuses it too). */
  isSelf: boolean;
  actions: ReturnType<typeof useUserActions>;
}

/** docs/product.md §2: the role changes other than the current role, and Delete User; closes on a click elsewhere. */
export function UserRowMenu({ user, isSelf, actions }: UserRowMenuProps) {
  const { t, i18n } = useLingui();
  const email = user.email;
  return (
    <Menu position="bottom-end" withinPortal closeOnClickOutside>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${email}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {roleItems
          .filter((item) => item.role !== user.role)
          .map((item) => (
            <Menu.Item
              key={item.role}
              leftSection={item.icon}
              onClick={() => actions.changeRole(user, item.role)}
            >
              {i18n._(item.label)}
            </Menu.Item>
          ))}
        {!isSelf && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => actions.confirmDelete(user)}
            >
              <Trans>Delete User</Trans>
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
