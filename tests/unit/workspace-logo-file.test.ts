import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { logoBytesProblem, logoFileProblem, logoObjectName } from '@/features/workspaces/lib/logo-file';
import { logoImageType, workspaceErrorMessages } from '#contract/workspaces';

// No catalogue: the macros keep the English source message outside production builds.
const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('workspace logo file checks', () => {
  it('takes PNG, JPEG and WebP up to 1 MiB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(logoFileProblem(english, { type, size: 1_048_576 })).toBeNull();
    }
  });

  it('refuses other types, bigger files and empty ones with a clear sentence', () => {
    expect(logoFileProblem(english, { type: 'image/gif', size: 10 })).toBe(
      'Choose a PNG, JPEG or WebP image',
    );
    expect(logoFileProblem(english, { type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a PNG, JPEG or WebP image',
    );
    expect(logoFileProblem(english, { type: 'image/png', size: 1_048_577 })).toBe(
      'The logo must be at most 1 MB',
    );
    expect(logoFileProblem(english, { type: 'image/png', size: 0 })).toBe('The file is empty');
  });

  it('names each upload anew, directly in the workspace folder, with the type extension', () => {
    const id = '40000000-0000-4000-a000-000000000001';
    const first = logoObjectName(id, 'image/jpeg');
    expect(first).toMatch(new RegExp(`^${id}/logo-[0-9a-f]{12}\\.jpg$`));
    expect(logoObjectName(id, 'image/jpeg')).not.toBe(first);
    expect(logoObjectName(id, 'image/webp')).toMatch(/\.webp$/);
  });

  it('names an image type from its leading bytes, and none for anything else', () => {
    const bytes = (...values: number[]) => Uint8Array.from(values);
    const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
    expect(logoImageType(bytes(0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a, 0, 0, 0, 13))).toBe('image/png');
    expect(logoImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii('JFIF')))).toBe('image/jpeg');
    expect(logoImageType(bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')))).toBe('image/webp');
    expect(logoImageType(bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVEfmt ')))).toBeNull();
    expect(logoImageType(bytes(...ascii('<svg xmlns="http://www.w3.org/2000/svg">')))).toBeNull();
    expect(logoImageType(bytes(...ascii('GIF89a'), 1, 0, 1, 0))).toBeNull();
    expect(logoImageType(bytes(0x89, ...ascii('PNG')))).toBeNull();
    expect(logoImageType(bytes())).toBeNull();
  });

  it('refuses, before uploading, a file whose bytes are not the image its type says', async () => {
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (char) => char.charCodeAt(0),
    );
    expect(await logoBytesProblem(english, new Blob([png], { type: 'image/png' }))).toBeNull();
    expect(await logoBytesProblem(english, new Blob([png], { type: 'image/jpeg' }))).toBe(
      workspaceErrorMessages.logoNotImage,
    );
    expect(
      await logoBytesProblem(english, new Blob(['<html><script>alert(1)</script>'], { type: 'image/png' })),
    ).toBe(workspaceErrorMessages.logoNotImage);
  });
});
