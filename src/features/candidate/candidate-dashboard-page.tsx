import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconMail, IconVideo } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LogoutButton } from '@/auth/logout-button';
import { useSaveAccountLocale } from '@/features/candidate/api/account-locale';
import { usePortalLocale } from '@/features/candidate/hooks/use-portal-locale';
import { LanguageSwitch } from '@/i18n/language-switch';
import { localCandidateReason } from '@/lib/candidate-reasons';
import { notifyFailure } from '@/ui/notify-failure';
import { YourDataSection } from '@/features/candidate/components/your-data-section';
import { useSession } from '@/auth/session-context';
import { useCandidate } from '@/features/candidate/api/get-candidate';
import { useAllResumeAnalytics } from '@/api/video-resumes/get-all-resume-analytics';
import { useCandidateInvitations } from '@/features/candidate/api/get-candidate-invitations';
import { useVideoResumes } from '@/api/video-resumes/get-video-resumes';
import { AnalyticsTab } from '@/features/candidate/components/analytics-tab';
import { DashboardCounters } from '@/features/candidate/components/dashboard-counters';
import { historyInvitations, pendingInvitations } from '@/features/candidate/lib/invitation-groups';
import { InvitationsTab } from '@/features/candidate/components/invitations-tab';
import { ResumesTab } from '@/features/candidate/components/resumes-tab';
import tabsClasses from '@/features/candidate/dashboard-tabs.module.css';
import { useFirstDashboardVisit } from '@/features/candidate/lib/first-dashboard-visit';

const TABS = ['invitations', 'resumes', 'analytics'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab === value);
}

/** /candidate/dashboard: the candidate portal (docs/product.md §2), its tab kept in the address for reloads and links. */
export function CandidateDashboardPage() {
  const { t } = useLingui();
  usePortalLocale();
  const saveLocale = useSaveAccountLocale();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'invitations';
  const candidate = useCandidate();
  const invitations = useCandidateInvitations();
  const resumes = useVideoResumes();
  const analytics = useAllResumeAnalytics();

  const session = useSession();
  const firstVisit = useFirstDashboardVisit(session.status === 'signed-in' ? session.session.user.id : null);
  const firstName = candidate.data?.first_name;
  return (
    <Container component="main" size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>
              {firstVisit
                ? firstName
                  ? t`Welcome, ${firstName}!`
                  : t`Welcome!`
                : firstName
                  ? t`Welcome back, ${firstName}!`
                  : t`Welcome back!`}
            </Title>
            <Text c="dimmed">
              <Trans>Your interviews, video resumes and profile views.</Trans>
            </Text>
          </div>
          <Group component="header" gap="sm">
            <LanguageSwitch
              onChange={(locale) =>
                saveLocale.mutate(locale, {
                  onError: (error) =>
                    notifyFailure(t`Failed to save your language on your account`, error, {
                      localReason: localCandidateReason,
                    }),
                })
              }
            />
            <LogoutButton label={t`Logout`} />
          </Group>
        </Group>
        <DashboardCounters
          counters={[
            {
              label: t`Pending Interviews`,
              query: invitations,
              value: () => pendingInvitations(invitations.data ?? [], new Date()).length,
            },
            {
              label: t`Completed Interviews`,
              query: invitations,
              value: () => historyInvitations(invitations.data ?? []).length,
            },
            { label: t`Video Resumes`, query: resumes, value: () => resumes.data?.length ?? 0 },
            {
              label: t`Total Profile Views`,
              query: analytics,
              value: () => analytics.data?.total_views ?? 0,
            },
          ]}
        />
        <Tabs
          value={tab}
          onChange={(next) => {
            if (isTab(next)) setSearch(next === 'invitations' ? {} : { tab: next }, { replace: true });
          }}
          keepMounted={false}
          classNames={{ list: tabsClasses.list, tab: tabsClasses.tab, tabSection: tabsClasses.tabSection }}
        >
          <Tabs.List>
            <Tabs.Tab value="invitations" leftSection={<IconMail size={16} aria-hidden />}>
              <Trans>Interview Invitations</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="resumes" leftSection={<IconVideo size={16} aria-hidden />}>
              <Trans>Video Resumes</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="analytics" leftSection={<IconChartBar size={16} aria-hidden />}>
              <Trans>Analytics</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="invitations" pt="lg">
            <InvitationsTab query={invitations} />
          </Tabs.Panel>
          <Tabs.Panel value="resumes" pt="lg">
            <ResumesTab query={resumes} />
          </Tabs.Panel>
          <Tabs.Panel value="analytics" pt="lg">
            <AnalyticsTab query={analytics} />
          </Tabs.Panel>
        </Tabs>
        <YourDataSection />
      </Stack>
    </Container>
  );
}
