import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '../support/browser.ts';
import { createTestUser } from '../support/users.ts';
import {
  CHUNK_SIZE,
  config,
  objectRows,
  openDatabase,
  RESUMABLE_ENDPOINT,
  resumeName,
  single,
  type Database,
} from './storage-fixtures.ts';

const TUS_BROWSER_BUILD = fileURLToPath(import.meta.resolve('tus-js-client/dist/tus.min.js'));

let browser: Browser;
let context: BrowserContext;
let sql: Database;

beforeAll(async () => {
  browser = await connectBrowser();
  context = await browser.newContext({ baseURL: config.siteUrl });
  sql = openDatabase();
});

afterAll(async () => {
  await context.close();
  await browser.close();
  await sql.end();
});

describe('uploads from the browser app’s origin', () => {
  it('runs a chunked tus-js-client upload from Chromium across origins and plays it back by signed URL', async () => {
    const candidate = await createTestUser(config);
    const name = resumeName(candidate);
    const page = await context.newPage();
    // The browser build of tus-js-client, from the app's origin (the policy allows scripts from it
    // alone); the built app bundles its own copy, not this file.
    await page.route('**/tus.min.js', (route) => route.fulfill({ path: TUS_BROWSER_BUILD }));
    await page.goto('/');
    await page.addScriptTag({ url: '/tus.min.js' });

    const result = await page.evaluate(
      async ({ endpoint, headers, name, chunkSize, supabaseUrl }) => {
        const tus = (globalThis as unknown as { tus: typeof import('tus-js-client') }).tus;
        const bytes = new Uint8Array(2 * chunkSize + 1000).map((_, i) => (i * 31) % 251);
        const file = new Blob([bytes], { type: 'video/webm' });
        const offsets: number[] = [];
        await new Promise<void>((resolve, reject) => {
          new tus.Upload(file, {
            endpoint,
            headers,
            chunkSize,
            retryDelays: [],
            uploadDataDuringCreation: true,
            metadata: {
              bucketName: 'resumes',
              objectName: name,
              contentType: 'video/webm',
              cacheControl: '3600',
            },
            onChunkComplete: (_size, accepted) => offsets.push(accepted),
            onSuccess: () => resolve(),
            onError: reject,
          }).start();
        });
        const signed = await fetch(`${supabaseUrl}/storage/v1/object/sign/resumes/${name}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ expiresIn: 60 }),
        }).then((response) => response.json() as Promise<{ signedURL: string }>);
        const range = await fetch(`${supabaseUrl}/storage/v1${signed.signedURL}`, {
          headers: { Range: 'bytes=100-199' },
        });
        const part = new Uint8Array(await range.arrayBuffer());
        return {
          offsets,
          rangeStatus: range.status,
          contentRange: range.headers.get('content-range'),
          partMatches: part.length === 100 && part.every((value, i) => value === bytes[100 + i]),
        };
      },
      {
        endpoint: RESUMABLE_ENDPOINT,
        headers: {
          authorization: `Bearer ${candidate.accessToken}`,
          apikey: config.publishableKey,
          'x-upsert': 'false',
        },
        name,
        chunkSize: CHUNK_SIZE,
        supabaseUrl: config.supabaseUrl,
      },
    );

    expect(result.offsets).toEqual([CHUNK_SIZE, 2 * CHUNK_SIZE, 2 * CHUNK_SIZE + 1000]);
    expect(result).toMatchObject({
      rangeStatus: 206,
      contentRange: `bytes 100-199/${2 * CHUNK_SIZE + 1000}`,
      partMatches: true,
    });
    expect(single(await objectRows(sql, 'resumes', name)).owner_id).toBe(candidate.id);
  });
});
