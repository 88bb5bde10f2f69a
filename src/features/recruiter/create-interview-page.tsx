import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function CreateInterviewPage() {
  return <ScreenPlaceholder title="Create interview" />;
}
