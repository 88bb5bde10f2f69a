import { useLingui } from '@lingui/react/macro';
import { Group, Progress } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useAudioLevel } from '@/media/use-audio-level';

/** A live meter of the microphone, so the candidate sees it hears them before they answer. */
export function MicrophoneLevel({ stream }: { stream: MediaStream | null }) {
  const { t } = useLingui();
  const level = useAudioLevel(stream);
  return (
    <Group gap="xs" wrap="nowrap">
      <IconMicrophone size={16} aria-hidden />
      <Progress
        value={level}
        color={level > 0 ? 'teal' : 'gray'}
        transitionDuration={80}
        aria-label={t`Microphone level`}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
