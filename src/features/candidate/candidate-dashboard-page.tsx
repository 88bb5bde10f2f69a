import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function CandidateDashboardPage() {
  return <ScreenPlaceholder title="Candidate dashboard" />;
}
