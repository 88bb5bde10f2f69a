import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconEye } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { recordResumeView } from '@/api/video-resumes/record-resume-view';
import { useVideoResume } from '@/api/video-resumes/get-video-resume';
import { CandidateCard } from '@/features/resumes/components/candidate-card';
import { ResumeAnalyticsCard } from '@/features/resumes/components/resume-analytics-card';
import { ResumeNotFound } from '@/features/resumes/components/resume-not-found';
import { ResumePlayer } from '@/features/resumes/components/resume-player';
import { ShareResumeButton } from '@/features/resumes/components/share-resume-button';
import { VisitorPromo } from '@/features/resumes/components/visitor-promo';
import { ApiError } from '@/lib/api-client';
import directionClasses from '@/ui/direction.module.css';
import { PageLoader } from '@/ui/page-loader';
import { SectionCard } from '@/ui/section-card';

/** docs/product.md §8's texts of a view that does not load. */
const NOT_ACCESSIBLE = msg`Video resume not found or not accessible`;
const LOAD_FAILED = msg`Failed to load video resume`;

/**
 * docs/product.md §2 Video resume view, at /candidate/video-resumes/:id and /resume/:id alike: the owner sees
 * analytics, Edit Resume and Back to Dashboard; anyone else Contact Candidate and the promo. A
 * visit by anyone but the owner is reported once per page load; the server decides what counts.
 */
export function VideoResumePage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const query = useVideoResume(id);
  const [viewsCount, setViewsCount] = useState<number | null>(null);
  const resume = query.data;
  const visitorOf = resume && !resume.is_owner ? resume.id : null;

  useEffect(() => {
    if (!visitorOf) return;
    let current = true;
    recordResumeView(visitorOf).then(
      (recorded) => {
        if (current) setViewsCount(recorded.views_count);
      },
      (error: unknown) => console.warn('The view could not be recorded', error),
    );
    return () => {
      current = false;
    };
  }, [visitorOf]);

  if (query.isPending) return <PageLoader label={t`Loading video resume`} />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return notFound ? (
      <ResumeNotFound message={t(NOT_ACCESSIBLE)} />
    ) : (
      <ResumeNotFound
        message={t(LOAD_FAILED)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const data = query.data;
  const name = `${data.candidate.first_name} ${data.candidate.last_name}`.trim();
  const views = viewsCount ?? data.views_count;
  const created = i18n.date(data.created_at, { dateStyle: 'medium' });
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={1}>{data.title}</Title>
                <Text c="dimmed">
                  <Trans>by {name}</Trans>
                </Text>
                <Group gap="xs">
                  <IconEye size={16} aria-hidden />
                  <Text size="sm" data-testid="views-count">
                    <Plural value={views} one="# view" other="# views" />
                  </Text>
                </Group>
              </Stack>
              <ShareResumeButton publicUrl={data.public_url} />
            </Group>
            <ResumePlayer
              url={data.video_url}
              recording={data.recording}
              title={data.title}
              onReload={() => void query.refetch()}
              reloading={query.isFetching}
            />
            <SectionCard title={t`About`} order={2}>
              <Stack gap="sm">
                <Text style={{ whiteSpace: 'pre-wrap' }} c={data.description ? undefined : 'dimmed'}>
                  {data.description || t`No description.`}
                </Text>
                <Group gap="sm">
                  <Text size="sm" c="dimmed">
                    <Trans>Created {created}</Trans>
                  </Text>
                  <Badge color={data.is_active ? 'green' : 'gray'} variant="light">
                    {data.is_active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
                  </Badge>
                </Group>
              </Stack>
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CandidateCard candidate={data.candidate} resumeTitle={data.title} showContact={!data.is_owner} />
            {data.is_owner ? (
              <>
                <ResumeAnalyticsCard resumeId={data.id} />
                <Button
                  component={Link}
                  to={paths.editVideoResume.getHref(data.id)}
                  leftSection={<IconEdit size={16} aria-hidden />}
                >
                  <Trans>Edit Resume</Trans>
                </Button>
                <Anchor component={Link} to={paths.candidateDashboard.getHref()}>
                  <Group gap={4}>
                    <IconArrowLeft size={16} aria-hidden className={directionClasses.mirrored} />
                    <Trans>Back to Dashboard</Trans>
                  </Group>
                </Anchor>
              </>
            ) : (
              <VisitorPromo workspace={data.visitor_workspace} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
