// A local server speaking the two OpenAI endpoints the AI adapter calls, for tests only (docs/architecture.md §5:
// external services are stood in for by their protocol): chat completions with a `json_schema`
// response format (structured outputs) and audio transcriptions (multipart, the Whisper protocol).
//
// Tests steer it through what they send, so test files running side by side never interfere:
// a directive anywhere in the chat messages, or in the bytes of an uploaded recording, changes the
// answer to that one request.
//   [openai-test:status=429]   answer that HTTP status with OpenAI's error body
//   [openai-test:delay=5000]   wait that many milliseconds first
//   [openai-test:not-json]     chat: answer content that is not JSON
//   [openai-test:off-schema]   chat: answer JSON that breaks the requested schema (score 150)
//   [openai-test:score=85]     chat: the score to answer
// Every request is recorded; GET /__test/requests lists them, so tests can see what was sent.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { testStackConfig } from './test-stack.ts';

export const OPENAI_TEST_API_KEY = 'sk-test-local-openai-server';
export const OPENAI_TEST_MODEL = 'test-analysis-model';
export const OPENAI_TEST_TRANSCRIBE_MODEL = 'test-transcribe-model';
export const DEFAULT_TEST_SCORE = 72;

/** The port: the test stack's base + 7 (the stack uses +1, +4, +11, +50). */
export function openaiTestServerUrl(): string {
  return `http://127.0.0.1:${testStackConfig().gatewayPort + 6}/v1`;
}

/** What a test can see of one request. */
export interface RecordedRequest {
  endpoint: 'chat.completions' | 'audio.transcriptions';
  model: string;
  /** Chat: the messages' text, joined. */
  text?: string;
  responseFormat?: unknown;
  /** Transcriptions: the uploaded file. */
  file?: { name: string; type: string; size: number; sha256: string };
}

/** The transcript answered for a recording: names the bytes received, so tests can tell it came from them. */
export function transcriptFor(sha256: string): string {
  return `I led the move of our checkout to a new payment provider [recording ${sha256.slice(0, 16)}].`;
}

function directive(text: string, name: string): string | undefined {
  const match = new RegExp(`\\[openai-test:${name}(?:=([^\\]]*))?\\]`).exec(text);
  return match ? (match[1] ?? '') : undefined;
}

function openAiError(c: Context, status: number, message: string, type = 'invalid_request_error') {
  return c.json({ error: { message, type, param: null, code: null } }, status as 400);
}

async function applyDelayAndStatus(c: Context, text: string): Promise<Response | undefined> {
  const delay = Number(directive(text, 'delay'));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const status = Number(directive(text, 'status'));
  if (status >= 400) {
    const type =
      status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
    return openAiError(c, status, `Test server answered ${status} as asked`, type);
  }
  return undefined;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}

/** A value of the requested schema, built from its properties, with `score` for number fields. */
function valueOf(schema: JsonSchema, score: number, key: string): unknown {
  const types = [schema.type ?? schema.anyOf?.map((s) => s.type)].flat(2).filter(Boolean);
  if (types.includes('number') || types.includes('integer')) return score;
  if (types.includes('array')) return [`${key.replace(/_/g, ' ')} from the test server`];
  if (types.includes('object') && schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, valueOf(s, score, k)]));
  }
  if (types.includes('string')) return `${key.replace(/_/g, ' ')} from the test server`;
  return null;
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${crypto.randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export function createOpenAiTestApp(requests: RecordedRequest[]): Hono {
  const app = new Hono();

  app.use('/v1/*', async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${OPENAI_TEST_API_KEY}`) {
      return openAiError(c, 401, 'Incorrect API key provided', 'invalid_api_key');
    }
    await next();
  });

  app.post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as
      | {
          model?: string;
          messages?: { role: string; content: string }[];
          response_format?: {
            type?: string;
            json_schema?: { name?: string; strict?: boolean; schema?: JsonSchema };
          };
        }
      | undefined;
    if (!body?.model || !Array.isArray(body.messages))
      return openAiError(c, 400, 'model and messages are required');
    const text = body.messages.map((m) => `${m.role}: ${m.content}`).join('\n');
    requests.push({
      endpoint: 'chat.completions',
      model: body.model,
      text,
      responseFormat: body.response_format,
    });
    const format = body.response_format;
    if (
      format?.type !== 'json_schema' ||
      !format.json_schema?.name ||
      format.json_schema.schema?.type !== 'object'
    ) {
      return openAiError(
        c,
        400,
        "Invalid 'response_format': a json_schema with an object schema is required",
      );
    }
    const refused = await applyDelayAndStatus(c, text);
    if (refused) return refused;
    if (directive(text, 'not-json') !== undefined)
      return c.json(completion(body.model, 'Here is my analysis: good.'));
    const score = Number(directive(text, 'score') ?? DEFAULT_TEST_SCORE);
    const answer = valueOf(format.json_schema.schema, score, 'answer') as Record<string, unknown>;
    if (directive(text, 'off-schema') !== undefined) {
      answer.score = 150;
      delete answer.summary;
    }
    return c.json(completion(body.model, JSON.stringify(answer)));
  });

  app.post('/v1/audio/transcriptions', async (c) => {
    const form = await c.req.formData().catch(() => undefined);
    const file = form?.get('file');
    const model = form?.get('model');
    if (!(file instanceof File) || typeof model !== 'string') {
      return openAiError(c, 400, 'file and model are required (multipart/form-data)');
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    requests.push({
      endpoint: 'audio.transcriptions',
      model,
      file: { name: file.name, type: file.type, size: bytes.length, sha256 },
    });
    const refused = await applyDelayAndStatus(c, bytes.toString('latin1'));
    if (refused) return refused;
    return c.json({ text: transcriptFor(sha256) });
  });

  app.get('/__test/requests', (c) => c.json(requests));
  return app;
}

export interface RunningOpenAiTestServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the server on 127.0.0.1 at openaiTestServerUrl()'s port. */
export function startOpenAiTestServer(): Promise<RunningOpenAiTestServer> {
  const url = openaiTestServerUrl();
  const port = Number(new URL(url).port);
  const requests: RecordedRequest[] = [];
  return new Promise((resolve, reject) => {
    const server: ServerType = serve(
      { fetch: createOpenAiTestApp(requests).fetch, hostname: '127.0.0.1', port },
      () =>
        resolve({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
          // Keep-alive sockets of the api function would hold close() open.
          stop: () =>
            new Promise((done) => {
              if ('closeAllConnections' in server) server.closeAllConnections();
              server.close(() => done());
            }),
        }),
    );
    server.once('error', reject);
  });
}

/** The requests the server has seen whose text or file contains `marker` (or every one). */
export async function recordedRequests(filter: (request: RecordedRequest) => boolean = () => true) {
  const response = await fetch(new URL('/__test/requests', openaiTestServerUrl()));
  return ((await response.json()) as RecordedRequest[]).filter(filter);
}
