import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localMediaMessage } from '@/media/media-messages';
import { Anchor, Container, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/auth/session-context';
import { paths } from '@/config/paths';
import { AuthRequired } from '@/features/resumes/components/auth-required';
import { PreviewStep } from '@/features/resumes/components/preview-step';
import { RecordStep } from '@/features/resumes/components/record-step';
import { SavedTakeNotice } from '@/features/resumes/components/saved-take-notice';
import { SetupStep, type ResumeSetup } from '@/features/resumes/components/setup-step';
import { UploadStep } from '@/features/resumes/components/upload-step';
import { useCreateVideoResume } from '@/api/video-resumes/create-video-resume';
import { cameraErrorAdvice, requestResumeStream } from '@/features/resumes/lib/camera-error-advice';
import { RESUME_UPLOAD_ERRORS, resumeUploadErrorText } from '@/features/resumes/lib/resume-upload-error';
import { stopTracks } from '@/media/media-stream';
import { heldTake, type HeldTake } from '@/media/recording-session';
import { useRecordingSession } from '@/media/use-recording-session';
import { PageLoader } from '@/ui/page-loader';
import { resumeObjectName } from '#contract/video-resumes';
import stepperClasses from '@/features/resumes/resume-stepper.module.css';

/** docs/product.md §9: the dashboard follows 'Upload Successful!' after 2 seconds. */
const REDIRECT_AFTER_UPLOAD_MS = 2000;

// docs/product.md §8's recorder texts that this screen raises itself (the recorder raises the others).
const NO_MEDIA_RECORDER = msg`MediaRecorder not supported in this browser`;
const NO_STREAM = msg`No media stream available. Please initialize camera first.`;

type Step = 'setup' | 'record' | 'preview' | 'upload';
const STEPS: readonly Step[] = ['setup', 'record', 'preview', 'upload'];

/** docs/product.md §2 Create video resume: Setup → Record → Preview → Upload, for a signed-in candidate. */
export function CreateResumePage() {
  const { t } = useLingui();
  const session = useSession();
  if (session.status === 'loading') return <PageLoader label={t`Checking your session`} />;
  if (session.status === 'signed-out') return <AuthRequired />;
  return <ResumeRecorder userId={session.session.user.id} />;
}

function ResumeRecorder({ userId }: { userId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('setup');
  // The default title in the candidate's language (the api's own default, for a blank one, is English).
  const [setup, setSetup] = useState<ResumeSetup>(() => ({
    title: t`My Video Resume`,
    description: '',
    video: true,
    audio: true,
  }));
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [initializing, setInitializing] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [recordError, setRecordError] = useState<string | null>(null);
  const createResume = useCreateVideoResume();
  // One take at a time under one key; Try Again on the same take resumes the same upload (its
  // object name is chosen once per take).
  const recording = useRecordingSession({
    kind: setup.video ? 'video' : 'audio',
    bucket: 'resumes',
    upload: 'on-request',
    nextTake: 1,
    backupKey: () => `video-resume:${userId}`,
    objectName: (_take, format) => resumeObjectName(userId, `${crypto.randomUUID()}.${format.extension}`),
    recover: 1,
    texts: {
      signedOut: i18n._(RESUME_UPLOAD_ERRORS.sessionExpired),
      empty: i18n._(RESUME_UPLOAD_ERRORS.noRecording),
      uploadFailed: resumeUploadErrorText,
    },
    onRecorded: () => setStep('preview'),
    onStored: saveResume,
  });
  const { session } = recording;
  const take = heldTake(session);

  // The camera goes off when the candidate leaves the page, whatever the step.
  const streamRef = useRef<MediaStream | null>(null);
  useEffect(() => {
    streamRef.current = stream;
  }, [stream]);
  useEffect(() => () => stopTracks(streamRef.current), []);

  const uploaded = session.name === 'uploaded';
  useEffect(() => {
    if (!uploaded) return;
    stopTracks(streamRef.current);
    const timer = setTimeout(
      () => void navigate(paths.candidateDashboard.getHref()),
      REDIRECT_AFTER_UPLOAD_MS,
    );
    return () => clearTimeout(timer);
  }, [uploaded, navigate]);

  async function saveResume(held: HeldTake) {
    try {
      await createResume.mutateAsync({
        // A blank title is the default the candidate read, in their language (the api's is English).
        title: setup.title.trim() || i18n._(msg`My Video Resume`),
        description: setup.description,
        video_path: held.objectName,
        is_active: true,
      });
    } catch (cause) {
      console.error('Saving the video resume failed', cause);
      throw new Error(i18n._(RESUME_UPLOAD_ERRORS.saveFailed), { cause });
    }
  }

  async function initialize() {
    setInitializing(true);
    setCameraError(null);
    try {
      const obtained = await requestResumeStream({ video: setup.video, audio: setup.audio });
      stopTracks(stream);
      setStream(obtained);
      setStep('record');
    } catch (error) {
      setCameraError(cameraErrorAdvice(error));
    } finally {
      setInitializing(false);
    }
  }

  function startRecording() {
    setRecordError(null);
    if (typeof MediaRecorder === 'undefined') {
      setRecordError(i18n._(NO_MEDIA_RECORDER));
      return;
    }
    if (!stream || stream.getTracks().every((track) => track.readyState === 'ended')) {
      setRecordError(i18n._(NO_STREAM));
      return;
    }
    void recording.start(stream);
  }

  function retake() {
    recording.discard();
    // A take saved before a reload has no camera behind it yet: Setup asks for one.
    setStep(stream ? 'record' : 'setup');
  }

  function openSavedTake() {
    recording.keep();
    setStep('preview');
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.candidateDashboard.getHref()} size="sm">
            <Trans>Back to Dashboard</Trans>
          </Anchor>
          <Title order={1}>
            <Trans>Create Video Resume</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Record a short introduction that employers can watch from a link.</Trans>
          </Text>
        </Stack>
        <Stepper
          active={STEPS.indexOf(step)}
          allowNextStepsSelect={false}
          size="sm"
          classNames={{
            steps: stepperClasses.steps,
            stepIcon: stepperClasses.stepIcon,
            stepBody: stepperClasses.stepBody,
            stepLabel: stepperClasses.stepLabel,
            separator: stepperClasses.separator,
          }}
        >
          <Stepper.Step label={t`Setup`} />
          <Stepper.Step label={t`Record`} />
          <Stepper.Step label={t`Preview`} />
          <Stepper.Step label={t`Upload`} />
        </Stepper>
        <Paper withBorder p="lg">
          {step === 'setup' && session.name === 'found' && (
            <SavedTakeNotice onUse={openSavedTake} onDismiss={recording.discard} />
          )}
          {step === 'setup' && (
            <SetupStep
              setup={setup}
              onChange={setSetup}
              onInitialize={() => void initialize()}
              initializing={initializing}
              cameraError={cameraError}
            />
          )}
          {step === 'record' && stream && (
            <RecordStep
              stream={stream}
              recording={session.name === 'recording' || session.name === 'stopping'}
              error={recordError ?? localMediaMessage(i18n, recording.recorderError)}
              onStart={startRecording}
              onStop={() => void recording.stop()}
              stopping={session.name === 'stopping'}
            />
          )}
          {step === 'preview' && take && (
            <PreviewStep recording={take.blob} onRetake={retake} onContinue={() => setStep('upload')} />
          )}
          {step === 'upload' && (
            <UploadStep session={session} onUpload={recording.upload} onBack={() => setStep('preview')} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
