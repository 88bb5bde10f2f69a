import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconHistory, IconLayoutDashboard, IconVideo } from '@tabler/icons-react';

const benefits = [
  { icon: IconLayoutDashboard, label: 'Every interview invitation in one place, with its deadline' },
  { icon: IconVideo, label: 'Record a video resume and share it with a link' },
  { icon: IconChartBar, label: 'See how often your profile is viewed' },
  { icon: IconHistory, label: 'Follow your interview history and reviews' },
];

/** docs/product.md §2 Candidate login: the marketing copy beside the form. */
export function LoginMarketing() {
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Your candidate portal
      </Title>
      <Text c="dimmed">
        Answer interviews when it suits you, from any device, and keep everything about your job search in one
        free account.
      </Text>
      <List spacing="md" center>
        {benefits.map(({ icon: Icon, label }) => (
          <List.Item
            key={label}
            icon={
              <ThemeIcon variant="light" size={32} radius="xl">
                <Icon size={18} aria-hidden />
              </ThemeIcon>
            }
          >
            {label}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
