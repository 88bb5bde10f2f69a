import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function InterviewDetailPage() {
  return <ScreenPlaceholder title="Interview detail" />;
}
