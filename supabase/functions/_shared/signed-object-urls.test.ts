// Signing stored objects (issue #14, item 1): the names go to Storage in the body of one request to
// /object/sign/{bucket}, never into the URL the function calls, and no URL handed out has a dot
// segment. Run by tests/api/function-deno-tests.test.ts.
import { hasDotSegment, signStoredObjects } from './signed-object-urls.ts';
import { storageUrl } from './storage.ts';
import { assert, assertEquals } from './testing/assert.ts';

const TRAVERSALS = [
  'a1b2c3d4-0000-4000-a000-000000000001/../a1b2c3d4-0000-4000-a000-000000000002/x.webm',
  'a1b2c3d4-0000-4000-a000-000000000001/../../responses/a/b/1.webm',
  'a1b2c3d4-0000-4000-a000-000000000001/../../../../bucket/responses/empty',
];

/** Runs `test` with fetch answering `answer` and recording what the function asked for. */
async function withStorage(
  answer: (paths: string[]) => unknown,
  test: (requests: { url: string; method: string; body: unknown }[]) => Promise<void>,
): Promise<void> {
  const realFetch = globalThis.fetch;
  const requests: { url: string; method: string; body: unknown }[] = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { paths: string[] };
    requests.push({ url: String(input), method: init?.method ?? 'GET', body });
    return Promise.resolve(Response.json(answer(body.paths)));
  };
  try {
    await test(requests);
  } finally {
    globalThis.fetch = realFetch;
  }
}

Deno.test('object names travel in the body of POST /object/sign/{bucket}, never in its URL', async () => {
  await withStorage(
    (paths) => paths.map((path) => ({ error: 'not found', path, signedURL: null })),
    async (requests) => {
      await signStoredObjects('resumes', { apikey: 'k', bearer: 't' }, TRAVERSALS, 60);
      assertEquals(requests, [
        {
          url: `${storageUrl}/object/sign/resumes`,
          method: 'POST',
          body: { expiresIn: 60, paths: TRAVERSALS },
        },
      ]);
    },
  );
});

Deno.test('a signed URL with a dot segment is never handed out', async () => {
  await withStorage(
    (paths) =>
      paths.map((path) => ({ error: null, path, signedURL: `/object/sign/resumes/${path}?token=t` })),
    async () => {
      const plain = 'a1b2c3d4-0000-4000-a000-000000000001/intro.webm';
      const signed = await signStoredObjects(
        'resumes',
        { apikey: 'k', bearer: 't' },
        [plain, ...TRAVERSALS],
        60,
      );
      assertEquals([...signed.keys()], [plain]);
      for (const { url } of signed.values()) assert(!url.includes('..'), `${url} has '..'`);
    },
  );
});

Deno.test('hasDotSegment finds typed and percent-encoded dot segments only', () => {
  assert(hasDotSegment('http://h/storage/v1/object/sign/resumes/a/../b?token=x'));
  assert(hasDotSegment('http://h/storage/v1/object/sign/resumes/a/%2E%2e/b'));
  assert(hasDotSegment('http://h/storage/v1/object/sign/resumes/a/./b'));
  assert(!hasDotSegment('http://h/storage/v1/object/sign/resumes/a/b..webm?token=../x'));
  assert(!hasDotSegment('http://h/storage/v1/object/sign/resumes/a/.hidden'));
});
