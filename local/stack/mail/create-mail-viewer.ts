import type { RequestListener } from 'node:http';
import type { StackConfig } from '../config.ts';

export interface MailViewerDeps {
  config: StackConfig;
}

/** The mail viewer on the mail port (54324 by default), standing in for Mailpit. */
export function createMailViewer(_deps: MailViewerDeps): RequestListener {
  return (_req, res) => {
    res.writeHead(501, { 'content-type': 'text/plain' });
    res.end('Mail viewer not built yet');
  };
}
