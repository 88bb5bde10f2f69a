// The public API's reference (issue #22): its OpenAPI 3.1 document, made from the v1 routes'
// descriptors, and Scalar's interactive page that renders it. Both are public: they describe the
// API, and holding them grants nothing without a workspace's key.
import { Scalar } from '@scalar/hono-api-reference';
import { v1Routes } from '../contract/v1/routes.ts';
import { serverEnv } from '../env.ts';
import { RouteTable } from '../route-table.ts';
import { openApiDocument, publicApiServerUrl } from '../v1/openapi-document.ts';

const serverUrl = publicApiServerUrl(serverEnv.publicUrl);
// The routes are fixed while the function runs: made once, on the first request.
let document: ReturnType<typeof openApiDocument> | undefined;

export const openApiRoutes = new RouteTable();

openApiRoutes.app.get('/openapi.json', (c) => {
  document ??= openApiDocument(v1Routes, serverUrl);
  c.header('cache-control', 'public, max-age=300');
  return c.json(document);
});

// The page is a shell: the browser loads Scalar's script from its CDN (cdn.jsdelivr.net), which
// then fetches the document above.
openApiRoutes.app.get(
  '/reference',
  Scalar({
    url: `${serverUrl}/openapi.json`,
    pageTitle: 'Public API reference',
    authentication: { preferredSecurityScheme: 'apiKey' },
  }),
);
