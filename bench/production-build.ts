// The app built for production as `npm run build` builds it, and served as a static host serves it:
// what the bench's browser figures load (Lighthouse's scores, what one page costs).
import { join } from 'node:path';
import { build, preview, type PluginOption, type PreviewServer } from 'vite';
import { REPO_ROOT } from '../local/stack/config.ts';

const CONFIG_FILE = join(REPO_ROOT, 'vite.config.ts');

/**
 * Builds the app into `outDir` (for the stack whose VITE_ variables are set) and serves it at
 * 127.0.0.1:`port`, with `plugins` added to the preview server.
 */
export async function serveProductionBuild(
  outDir: string,
  port: number,
  plugins: PluginOption[] = [],
): Promise<PreviewServer> {
  await build({
    root: REPO_ROOT,
    configFile: CONFIG_FILE,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  return preview({
    root: REPO_ROOT,
    configFile: CONFIG_FILE,
    logLevel: 'silent',
    build: { outDir },
    plugins,
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
}
