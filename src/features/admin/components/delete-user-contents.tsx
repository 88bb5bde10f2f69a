import { List, Text } from '@mantine/core';
import type { AdminUser } from '#contract/admin';

/** What deleting a user removes, as the issue lists it: one list for a recruiter, one for a candidate. */
const removedWith: Record<AdminUser['user_type'], string[]> = {
  recruiter: [
    'Their account',
    'All their interviews and questions',
    'All invitations they sent',
    'All candidate responses and recordings',
    'All AI insights',
  ],
  candidate: [
    'Their account',
    'Their video resumes and the recordings',
    'The view analytics of their resumes',
    'Their interview answers',
  ],
};

/** The body of the delete confirmation. */
export function DeleteUserContents({ user }: { user: AdminUser }) {
  return (
    <>
      <Text size="sm">
        Delete {user.name || user.email} ({user.email})? This permanently deletes:
      </Text>
      <List size="sm" mt="xs" withPadding aria-label={`What deleting this ${user.user_type} removes`}>
        {removedWith[user.user_type].map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </>
  );
}
