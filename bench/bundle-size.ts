import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { REPO_ROOT } from '../local/stack/config.ts';

/** A candidate's phone on a slow connection: the landing page and /take may each download this much. */
export const FIRST_VISIT_BUDGET_KB = 150;

export interface BundleFigure {
  route: string;
  /** The most gzipped JavaScript the route's first visit may download, when it has a budget. */
  budgetKb?: number;
  /**
   * Gzipped JavaScript a first visit to the route downloads: the entry, the route's chunk, its
   * catalogue and their static imports.
   */
  gzipKb: number;
  files: number;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The screen module each measured route loads lazily (src/routes.tsx), and the message catalogue it
 * loads beside it (src/i18n/catalogues.ts), in the language measured: English, and Arabic, whose
 * letters take two bytes each.
 */
const ROUTES: { route: string; screen: string; catalogue?: string; budgetKb?: number }[] = [
  {
    route: '/ (landing)',
    screen: 'src/features/landing/landing-page.tsx',
    catalogue: 'src/locales/en/landing.po',
    budgetKb: FIRST_VISIT_BUDGET_KB,
  },
  ...['en', 'ar'].map((locale) => ({
    route: `/take/{token} (${locale})`,
    screen: 'src/features/take/take-interview-page.tsx',
    catalogue: `src/locales/${locale}/take-start.po`,
    budgetKb: FIRST_VISIT_BUDGET_KB,
  })),
  {
    route: '/dashboard',
    screen: 'src/pages/recruiter-dashboard-page.tsx',
    catalogue: 'src/locales/en/recruiter.po',
  },
];

function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
}

/** Builds the app for production (as `npm run build` does) and sums the gzipped JS per route. */
export async function measureBundles(outDir: string): Promise<BundleFigure[]> {
  await build({
    root: REPO_ROOT,
    configFile: join(REPO_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The production build has no entry chunk');
  return ROUTES.map(({ route, screen, catalogue, budgetKb }) => {
    for (const chunk of [screen, catalogue]) {
      if (chunk && !manifest[chunk]) throw new Error(`${chunk} is not a chunk of the build`);
    }
    const keys = new Set<string>();
    staticClosure(manifest, entry, keys);
    staticClosure(manifest, screen, keys);
    if (catalogue) staticClosure(manifest, catalogue, keys);
    const bytes = [...keys].reduce((sum, key) => {
      const file = manifest[key]?.file ?? '';
      return file.endsWith('.js') ? sum + gzipSync(readFileSync(join(outDir, file))).length : sum;
    }, 0);
    return { route, budgetKb, gzipKb: bytes / 1024, files: keys.size };
  });
}

/** The routes over their budget, as sentences; empty when every route fits. */
export function overBudget(figures: BundleFigure[]): string[] {
  return figures.flatMap(({ route, gzipKb, budgetKb }) =>
    budgetKb !== undefined && gzipKb > budgetKb
      ? [
          `${route} downloads ${gzipKb.toFixed(1)} kB of gzipped JavaScript on a first visit, over its ${budgetKb} kB budget`,
        ]
      : [],
  );
}
