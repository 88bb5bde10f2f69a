import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function TakeInterviewPage() {
  return <ScreenPlaceholder title="Interview" />;
}
