import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconChartBar, IconHistory, IconLayoutDashboard, IconVideo } from '@tabler/icons-react';

const benefits = [
  { icon: IconLayoutDashboard, label: msg`Every interview invitation in one place, with its deadline` },
  { icon: IconVideo, label: msg`Record a video resume and share it with a link` },
  { icon: IconChartBar, label: msg`See how often your profile is viewed` },
  { icon: IconHistory, label: msg`Follow your interview history and reviews` },
];

/** docs/product.md §2 Candidate login: the marketing copy beside the form. */
export function LoginMarketing() {
  const { i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        <Trans>Your candidate portal</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>
          Answer interviews when it suits you, from any device, and keep everything about your job search in
          one free account.
        </Trans>
      </Text>
      <List spacing="md" center>
        {benefits.map(({ icon: Icon, label }) => (
          <List.Item
            key={label.id}
            icon={
              <ThemeIcon variant="light" size={32} radius="xl">
                <Icon size={18} aria-hidden />
              </ThemeIcon>
            }
          >
            {i18n._(label)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
