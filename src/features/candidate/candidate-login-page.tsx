import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function CandidateLoginPage() {
  return <ScreenPlaceholder title="Candidate login" />;
}
