import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localTakeError } from '@/features/take/lib/take-error-messages';
import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconMicrophone, IconVideo, IconWifi, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { checkConnection } from '@/features/take/api/check-connection';
import { useStartInterview } from '@/features/take/api/start-interview';
import { MicrophoneLevel } from '@/features/take/components/microphone-level';
import { StepHeading } from '@/features/take/components/step-heading';
import classes from '@/features/take/components/take.module.css';
import { TakeLayout } from '@/features/take/components/take-layout';
import { localMediaMessage } from '@/media/media-messages';
import { useMediaStream } from '@/media/use-media-stream';
import '@/ui/mantine-styles';

type CheckState = 'pending' | 'checking' | 'passed' | 'failed';

function hasLiveTrack(tracks: MediaStreamTrack[] | undefined): boolean {
  return (tracks ?? []).some((track) => track.readyState === 'live');
}

/** Online, and the api answers: `navigator.onLine` alone is true on a network going nowhere. */
function useConnectionCheck(): CheckState {
  const [state, setState] = useState<CheckState>('checking');
  useEffect(() => {
    let active = true;
    const run = () => {
      setState('checking');
      void checkConnection().then((ok) => {
        if (active) setState(ok ? 'passed' : 'failed');
      });
    };
    run();
    window.addEventListener('online', run);
    window.addEventListener('offline', run);
    return () => {
      active = false;
      window.removeEventListener('online', run);
      window.removeEventListener('offline', run);
    };
  }, []);
  return state;
}

const stateLabels: Record<CheckState, MessageDescriptor> = {
  pending: msg`Not tested yet`,
  checking: msg`Checking…`,
  passed: msg`Passed`,
  failed: msg`Failed`,
};

function CheckItem({ icon, name, state }: { icon: ReactNode; name: string; state: CheckState }) {
  const { i18n } = useLingui();
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" py={6}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="gray" size={32} radius="xl">
            {icon}
          </ThemeIcon>
          <Text fw={500}>{name}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" data-state={state}>
          {state === 'checking' && <Loader size={14} aria-hidden />}
          {state === 'passed' && <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />}
          {state === 'failed' && <IconX size={18} color="var(--mantine-color-red-7)" aria-hidden />}
          <Text
            size="sm"
            c={
              state === 'passed'
                ? 'var(--mantine-color-green-light-color)'
                : state === 'failed'
                  ? 'red.9'
                  : 'dimmed'
            }
          >
            {i18n._(stateLabels[state])}
          </Text>
        </Group>
      </Group>
    </li>
  );
}

interface TechCheckStepProps {
  token: string;
  /** Called once the invitation is started (bound to the candidate); moves to the interview. */
  onStarted: () => Promise<void>;
  /**
   * The candidate need not record (they may answer in writing, an accommodation, or no question asks
   * for a recording): the camera check is optional.
   */
  cameraOptional: boolean;
}

/**
 * docs/product.md §2 tech check: a camera and microphone test with a preview and a live microphone level
 * (the candidate sees the microphone hears them), and the checklist Camera Access, Microphone
 * Access, Internet Connection. Continue to Interview shows once all pass (or, for a candidate who
 * may write every answer, once the connection does), and starts the interview (POST start).
 */
export function TechCheckStep({ token, onStarted, cameraOptional }: TechCheckStepProps) {
  const { t, i18n } = useLingui();
  const [testing, setTesting] = useState(false);
  const media = useMediaStream({ kind: 'video', enabled: testing });
  const connection = useConnectionCheck();
  const start = useStartInterview(token);
  const [continuing, setContinuing] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const previewRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (previewRef.current) previewRef.current.srcObject = media.stream;
  }, [media.stream]);

  const deviceState = (tracks: MediaStreamTrack[] | undefined): CheckState => {
    if (media.status === 'idle') return 'pending';
    if (media.status === 'requesting') return 'checking';
    return hasLiveTrack(tracks) ? 'passed' : 'failed';
  };
  const camera = deviceState(media.stream?.getVideoTracks());
  const microphone = deviceState(media.stream?.getAudioTracks());
  const allPassed = camera === 'passed' && microphone === 'passed' && connection === 'passed';

  async function continueToInterview() {
    setStartError(null);
    setContinuing(true);
    try {
      await start.mutateAsync();
      await onStarted();
    } catch (error) {
      console.error('Failed to start the interview:', error);
      setStartError(localTakeError(i18n, error));
      setContinuing(false);
    }
  }

  return (
    <TakeLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <StepHeading>
              <Trans>Camera and microphone check</Trans>
            </StepHeading>
            <Text c="dimmed">
              <Trans>
                Make sure your camera, microphone and connection work before you begin. Your browser will ask
                for permission to use the camera and microphone.
              </Trans>
            </Text>
          </Stack>
          {media.stream && (
            <>
              <video
                ref={previewRef}
                className={classes.preview}
                autoPlay
                muted
                playsInline
                aria-label={t`Camera preview`}
              />
              <MicrophoneLevel stream={media.stream} />
            </>
          )}
          <Button
            size="md"
            variant={media.stream ? 'default' : 'filled'}
            leftSection={<IconVideo size={18} aria-hidden />}
            onClick={() => (testing ? media.retry() : setTesting(true))}
            loading={media.status === 'requesting'}
          >
            <Trans>Test Camera &amp; Microphone</Trans>
          </Button>
          {media.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {localMediaMessage(i18n, media.error)}
            </Alert>
          )}
          <ul className={classes.plainList} aria-label={t`System check`}>
            <CheckItem icon={<IconVideo size={18} aria-hidden />} name={t`Camera Access`} state={camera} />
            <CheckItem
              icon={<IconMicrophone size={18} aria-hidden />}
              name={t`Microphone Access`}
              state={microphone}
            />
            <CheckItem
              icon={<IconWifi size={18} aria-hidden />}
              name={t`Internet Connection`}
              state={connection}
            />
          </ul>
          {startError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {startError}
            </Alert>
          )}
          {(allPassed || (cameraOptional && connection === 'passed')) && (
            <Button size="md" onClick={() => void continueToInterview()} loading={continuing}>
              {allPassed ? <Trans>Continue to Interview</Trans> : <Trans>Continue without camera</Trans>}
            </Button>
          )}
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
