import '@/lib/zod-without-eval';
import '@/ui/first-screen-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition, so React renders the first screen in short slices rather than one long task that
// holds a slow phone's main thread (Lighthouse's Total Blocking Time, issue #21).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
