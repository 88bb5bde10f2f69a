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
import { cameraErrorAdvice } from '@/features/resumes/hooks/camera-error-advice';
import { requestResumeStream } from '@/features/resumes/hooks/resume-media-stream';
import { useResumeUpload } from '@/features/resumes/hooks/use-resume-upload';
import { useSavedResumeTake, type ResumeTake } from '@/features/resumes/hooks/use-saved-resume-take';
import { stopTracks } from '@/media/media-stream';
import { useRecorder } from '@/media/use-recorder';
import { PageLoader } from '@/ui/page-loader';
import { videoResumeLimits } from '@contract/video-resumes';
import stepperClasses from '@/features/resumes/resume-stepper.module.css';

/** Spec §9: the dashboard follows 'Upload Successful!' after 2 seconds. */
export const REDIRECT_AFTER_UPLOAD_MS = 2000;

// Spec §8's recorder texts that this screen raises itself (the recorder raises the others).
const NO_MEDIA_RECORDER = 'MediaRecorder not supported in this browser';
const NO_STREAM = 'No media stream available. Please initialize camera first.';

type Step = 'setup' | 'record' | 'preview' | 'upload';
const STEPS: readonly Step[] = ['setup', 'record', 'preview', 'upload'];

/** Spec §2 Create video resume: Setup → Record → Preview → Upload, for a signed-in candidate. */
export function CreateResumePage() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader label="Checking your session" />;
  if (session.status === 'signed-out') return <AuthRequired />;
  return <ResumeRecorder userId={session.session.user.id} />;
}

function ResumeRecorder({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('setup');
  const [setup, setSetup] = useState<ResumeSetup>({
    title: videoResumeLimits.defaultTitle,
    description: '',
    video: true,
    audio: true,
  });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [initializing, setInitializing] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [recordError, setRecordError] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const [take, setTake] = useState<ResumeTake | null>(null);
  const backupKey = `video-resume:${userId}`;
  const recorder = useRecorder({
    kind: setup.video ? 'video' : 'audio',
    backupKey,
    onStoppedByItself: () => void stopRecording(),
  });
  const uploader = useResumeUpload();
  const savedTake = useSavedResumeTake(backupKey);

  // The camera goes off when the candidate leaves the page, whatever the step.
  const streamRef = useRef<MediaStream | null>(null);
  useEffect(() => {
    streamRef.current = stream;
  }, [stream]);
  useEffect(() => () => stopTracks(streamRef.current), []);

  useEffect(() => {
    if (uploader.status !== 'success') return;
    const timer = setTimeout(
      () => void navigate(paths.candidateDashboard.getHref()),
      REDIRECT_AFTER_UPLOAD_MS,
    );
    return () => clearTimeout(timer);
  }, [uploader.status, navigate]);

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
      setRecordError(NO_MEDIA_RECORDER);
      return;
    }
    if (!stream || stream.getTracks().every((track) => track.readyState === 'ended')) {
      setRecordError(NO_STREAM);
      return;
    }
    void recorder.start(stream);
  }

  async function stopRecording() {
    setStopping(true);
    try {
      const blob = await recorder.stop();
      if (recorder.format) {
        setTake({ blob, format: recorder.format });
        setStep('preview');
      }
    } catch {
      // The recorder shows the spec's text in recorder.error.
    } finally {
      setStopping(false);
    }
  }

  function retake() {
    recorder.reset();
    setTake(null);
    // A take saved before a reload has no camera behind it yet: Setup asks for one.
    setStep(stream ? 'record' : 'setup');
  }

  function takeSaved(saved: ResumeTake) {
    savedTake.forget();
    setTake(saved);
    setStep('preview');
  }

  async function upload() {
    if (!take) return;
    const saved = await uploader.upload({
      blob: take.blob,
      format: take.format,
      title: setup.title,
      description: setup.description,
      backupKey,
    });
    if (saved) stopTracks(stream);
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.candidateDashboard.getHref()} size="sm">
            Back to Dashboard
          </Anchor>
          <Title order={1}>Create Video Resume</Title>
          <Text c="dimmed">Record a short introduction that employers can watch from a link.</Text>
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
          <Stepper.Step label="Setup" />
          <Stepper.Step label="Record" />
          <Stepper.Step label="Preview" />
          <Stepper.Step label="Upload" />
        </Stepper>
        <Paper withBorder p="lg">
          {step === 'setup' && savedTake.saved && (
            <SavedTakeNotice
              onUse={() => savedTake.saved && takeSaved(savedTake.saved)}
              onDismiss={savedTake.forget}
            />
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
              recorderState={recorder.state}
              error={recordError ?? recorder.error}
              onStart={startRecording}
              onStop={() => void stopRecording()}
              stopping={stopping}
            />
          )}
          {step === 'preview' && take && (
            <PreviewStep recording={take.blob} onRetake={retake} onContinue={() => setStep('upload')} />
          )}
          {step === 'upload' && (
            <UploadStep
              status={uploader.status}
              percent={uploader.percent}
              error={uploader.error}
              retrying={uploader.retrying}
              onUpload={() => void upload()}
              onBack={() => setStep('preview')}
            />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
