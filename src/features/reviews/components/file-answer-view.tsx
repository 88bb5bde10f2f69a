import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchApiFile } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';
import { notifyFailure } from '@/ui/notify-failure';
import type { AnswerFileReview } from '#contract/reviews';
import { reviewApi } from '#contract/reviews';

/** The kinds of file a candidate can upload, named for reviewers. */
function useTypeName(type: string): string {
  const { t } = useLingui();
  switch (type) {
    case 'application/pdf':
      return t`PDF document`;
    case 'image/png':
      return t`PNG image`;
    case 'image/jpeg':
      return t`JPEG image`;
    default:
      return t`Word document`;
  }
}

interface FileAnswerViewProps {
  reviewId: string;
  responseId: string;
  file: AnswerFileReview;
}

/**
 * A FILE answer in the review (issue #37): its name, kind and size, and Download, which saves it
 * (the api serves it as an attachment, never to be opened in the app). Under blind review the
 * file names the candidate, so it is neither named nor downloadable.
 */
export function FileAnswerView({ reviewId, responseId, file }: FileAnswerViewProps) {
  const { t, i18n } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const typeName = useTypeName(file.type);
  const megabytes = file.size >= 1024 * 1024;
  const size = megabytes
    ? i18n.number(file.size / 1024 / 1024, { maximumFractionDigits: 1, minimumFractionDigits: 1 })
    : i18n.number(Math.max(1, Math.round(file.size / 1024)));
  const name = file.name;

  const download = async () => {
    setDownloading(true);
    try {
      const saved = await fetchApiFile(reviewApi.file, { params: { id: reviewId, responseId } });
      downloadBlob(saved.fileName, saved.blob);
    } catch (error) {
      notifyFailure(t`Could not download the file.`, error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconFile size={24} aria-hidden />
          <Stack gap={0} miw={0}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {name ?? <Trans>Name hidden by blind review</Trans>}
            </Text>
            <Text size="sm" c="dimmed">
              {megabytes ? (
                <Trans>
                  {typeName}, {size} MB
                </Trans>
              ) : (
                <Trans>
                  {typeName}, {size} KB
                </Trans>
              )}
            </Text>
          </Stack>
        </Group>
        {file.downloadable && name !== null ? (
          <Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading}
              onClick={() => void download()}
            >
              <Trans>Download {name}</Trans>
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>
              The file may name the candidate: it can be downloaded once you have submitted your ratings.
            </Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
