import { describe, expect, it } from 'vitest';
import { logoFileProblem, logoObjectName } from '@/features/workspaces/lib/logo-file';

describe('workspace logo file checks', () => {
  it('takes PNG, JPEG and WebP up to 1 MiB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(logoFileProblem({ type, size: 1_048_576 })).toBeNull();
    }
  });

  it('refuses other types, bigger files and empty ones with a clear sentence', () => {
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe('Choose a PNG, JPEG or WebP image');
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('Choose a PNG, JPEG or WebP image');
    expect(logoFileProblem({ type: 'image/png', size: 1_048_577 })).toBe('The logo must be at most 1 MB');
    expect(logoFileProblem({ type: 'image/png', size: 0 })).toBe('The file is empty');
  });

  it('names each upload anew, directly in the workspace folder, with the type extension', () => {
    const id = '40000000-0000-4000-a000-000000000001';
    const first = logoObjectName(id, 'image/jpeg');
    expect(first).toMatch(new RegExp(`^${id}/logo-[0-9a-f]{12}\\.jpg$`));
    expect(logoObjectName(id, 'image/jpeg')).not.toBe(first);
    expect(logoObjectName(id, 'image/webp')).toMatch(/\.webp$/);
  });
});
