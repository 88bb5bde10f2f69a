import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function CandidateAuthCallbackPage() {
  return <ScreenPlaceholder title="Setting up your candidate profile" />;
}
