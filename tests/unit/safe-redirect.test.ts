import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CANDIDATE_REDIRECT, safeRedirect } from '../../src/features/candidate/lib/safe-redirect.ts';

const SITE = 'https://app.example.com';

/** Where the browser would really go from this site after navigating to `target`. */
function landsOn(target: string): URL {
  return new URL(target, `${SITE}/candidate/login`);
}

describe('safeRedirect', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeRedirect('/take/AbCdEfGhIjKlMnOpQrStUv')).toBe('/take/AbCdEfGhIjKlMnOpQrStUv');
    expect(safeRedirect('/candidate/dashboard?tab=resumes#top')).toBe('/candidate/dashboard?tab=resumes#top');
  });

  it('defaults to the candidate dashboard', () => {
    expect(DEFAULT_CANDIDATE_REDIRECT).toBe('/candidate/dashboard');
    for (const missing of [null, undefined, '']) expect(safeRedirect(missing)).toBe('/candidate/dashboard');
  });

  it('sends every open-redirect attempt to the candidate dashboard', () => {
    const attempts = [
      'https://evil.example.com',
      'http://evil.example.com/candidate/dashboard',
      'HTTPS://evil.example.com',
      '//evil.example.com',
      '//evil.example.com/take/x',
      '///evil.example.com',
      '/\\evil.example.com',
      '\\\\evil.example.com',
      '/\\/evil.example.com',
      '\\/evil.example.com',
      '/\t/evil.example.com',
      '/\n/evil.example.com',
      '/\r\n/evil.example.com',
      ' //evil.example.com',
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'evil.example.com',
      'candidate/dashboard',
      './/evil.example.com',
      '/.//evil.example.com',
      '/a/..//evil.example.com',
      'mailto:someone@example.com',
    ];
    for (const attempt of attempts) expect(safeRedirect(attempt), attempt).toBe('/candidate/dashboard');
  });

  it('never leaves the site, whatever the input', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('/', '//', '/\\', '\\'))
          .chain((base) => fc.tuple(fc.constant(base), fc.string()).map(([a, b]) => a + b)),
        (input) => {
          const target = safeRedirect(input);
          expect(target.startsWith('/')).toBe(true);
          expect(landsOn(target).origin).toBe(SITE);
        },
      ),
      { numRuns: 2000 },
    );
    // 2000 runs take a moment on a busy machine.
  }, 60_000);
});
