import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { AdminUser } from '#contract/admin';

/** What deleting a user removes, as the issue lists it: one list for a recruiter, one for a candidate. */
const removedWith: Record<AdminUser['user_type'], MessageDescriptor[]> = {
  recruiter: [
    msg`Their account`,
    msg`All their interviews and questions`,
    msg`All invitations they sent`,
    msg`All candidate responses and recordings`,
    msg`All AI insights`,
  ],
  candidate: [
    msg`Their account`,
    msg`Their video resumes and the recordings`,
    msg`The view analytics of their resumes`,
    msg`Their interview answers`,
  ],
};

/** The list's accessible name, one whole sentence per kind of user. */
const listNames: Record<AdminUser['user_type'], MessageDescriptor> = {
  recruiter: msg`What deleting this recruiter removes`,
  candidate: msg`What deleting this candidate removes`,
};

/** The body of the delete confirmation. */
export function DeleteUserContents({ user }: { user: AdminUser }) {
  const { i18n } = useLingui();
  const name = user.name || user.email;
  const email = user.email;
  return (
    <>
      <Text size="sm">
        <Trans>
          Delete {name} ({email})? This permanently deletes:
        </Trans>
      </Text>
      <List size="sm" mt="xs" withPadding aria-label={i18n._(listNames[user.user_type])}>
        {removedWith[user.user_type].map((item) => (
          <List.Item key={item.id}>{i18n._(item)}</List.Item>
        ))}
      </List>
    </>
  );
}
