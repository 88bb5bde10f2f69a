import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Stack } from '@mantine/core';
import { IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface PreviewStepProps {
  recording: Blob;
  onRetake: () => void;
  onContinue: () => void;
}

/** docs/product.md §2 Preview: watch the take, then Retake (back to Record) or Continue to Upload. */
export function PreviewStep({ recording, onRetake, onContinue }: PreviewStepProps) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(recording);
    if (videoRef.current) videoRef.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [recording]);
  return (
    <Stack gap="md">
      <Box
        component="video"
        ref={videoRef}
        controls
        playsInline
        aria-label={t`Recording preview`}
        w="100%"
        bg="dark.9"
        style={{ aspectRatio: '16 / 9', borderRadius: 'var(--mantine-radius-md)' }}
      />
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetake}>
          <Trans>Retake</Trans>
        </Button>
        <Button leftSection={<IconCloudUpload size={16} aria-hidden />} onClick={onContinue}>
          <Trans>Continue to Upload</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
