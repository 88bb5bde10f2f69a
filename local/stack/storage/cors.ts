import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'cache-control',
  'x-client-info',
  'x-upsert',
  'x-metadata',
  'range',
  'if-none-match',
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'upload-defer-length',
  'upload-concat',
  'x-http-method-override',
  'x-requested-with',
].join(', ');
const EXPOSED_HEADERS = [
  'Location',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Defer-Length',
  'Upload-Concat',
  'Upload-Expires',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
  'Tus-Complete',
  'Content-Length',
  'Content-Range',
  'Content-Type',
  'Content-Disposition',
  'Accept-Ranges',
  'ETag',
  'Last-Modified',
  'Cache-Control',
  'Expires',
];

/** The TUS-related headers exposed beyond the tus server's own list. */
export const EXTRA_EXPOSED_TUS_HEADERS = ['Upload-Expires', 'Tus-Complete'];

/**
 * CORS for any origin, as Supabase's gateway answers a browser app that uploads straight to
 * Storage: every answer may be read and shows the TUS and range headers.
 */
export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
}

/** Answers a preflight (OPTIONS with Access-Control-Request-Method); false for anything else. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  setCorsHeaders(res);
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
  );
  res.setHeader('Access-Control-Max-Age', '86400');
  res.writeHead(200, { 'Content-Length': '0' });
  res.end();
  return true;
}
