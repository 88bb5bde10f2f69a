import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export function CreateResumePage() {
  return <ScreenPlaceholder title="Create video resume" />;
}
