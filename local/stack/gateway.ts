import {
  createServer,
  request,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';

export interface GatewayRoutes {
  /** Mounted at /auth/v1; receives the full URL. */
  auth: RequestListener;
  /** Mounted at /storage/v1; receives the full URL. */
  storage: RequestListener;
  /** Port of the Deno process serving the api function. */
  functionPort: number;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * The client's address as Supabase's gateway passes it on: x-real-ip is the connection's peer,
 * replacing any the client sent, and the peer is appended to x-forwarded-for (nginx's
 * $proxy_add_x_forwarded_for), so the function can tell what the client claimed from what it is.
 */
function clientAddressHeaders(req: IncomingMessage): Record<string, string> {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const claimed = req.headers['x-forwarded-for'];
  const forwarded = [claimed, peer].flat().filter(Boolean).join(', ');
  return { 'x-real-ip': peer, 'x-forwarded-for': forwarded };
}

/** /functions/v1/<name>/… reaches the function as /<name>/…, as Supabase's edge runtime passes it. */
function proxyToFunction(req: IncomingMessage, res: ServerResponse, port: number, path: string): void {
  // Like nginx in front of Supabase's edge runtime (proxy_request_buffering), the gateway reads the
  // whole body before it forwards: a function that answers before reading it (a refused token, a bad
  // id) then never closes on an upload still under way, so the client always reads the answer.
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const { 'transfer-encoding': _chunked, ...headers } = req.headers;
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path,
        headers: {
          ...headers,
          ...clientAddressHeaders(req),
          host: `127.0.0.1:${port}`,
          ...(body.length > 0 && { 'content-length': String(body.length) }),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        // Only an answer cut off mid-way breaks the client's response.
        answer.on('close', () => {
          if (!answer.complete) res.destroy();
        });
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent)
        sendJson(res, 503, { error: `The api function is not reachable: ${error.message}` });
    });
    upstream.end(body);
  });
}

/** The local stand-in for Supabase's API gateway on the API port (54321 by default). */
export function createGateway(routes: GatewayRoutes): Server {
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/auth/v1' || path.startsWith('/auth/v1/') || path.startsWith('/auth/v1?')) {
      routes.auth(req, res);
    } else if (path.startsWith('/storage/v1/')) {
      routes.storage(req, res);
    } else if (path.startsWith('/functions/v1/')) {
      proxyToFunction(req, res, routes.functionPort, path.slice('/functions/v1'.length));
    } else {
      sendJson(res, 404, { error: 'Not found', message: `No local service serves ${path.split('?')[0]}` });
    }
  });
  // Node's 5 s keep-alive met clients that keep an idle connection 4 s: on a busy machine a client
  // late by a second reused a connection the gateway had just closed ("other side closed"). A
  // minute, as hosted gateways keep them, leaves pauses that long to race, and tests rarely pause
  // for a minute between two calls.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
