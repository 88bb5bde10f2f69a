import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function VideoResumePage() {
  return <ScreenPlaceholder title="Video resume" />;
}
