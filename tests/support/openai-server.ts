// A local server speaking the two OpenAI endpoints the AI adapter calls, for tests only (docs/architecture.md §5:
// external services are stood in for by their protocol): chat completions with a `json_schema`
// response format (structured outputs) and audio transcriptions (multipart, the Whisper protocol).
//
// Tests steer it through what they send, so test files running side by side never interfere:
// a directive anywhere in the chat messages, or in the bytes of an uploaded recording, changes the
// answer to that one request.
//   [openai-test:status=429]   answer that HTTP status with OpenAI's error body
//   [openai-test:retry-after=2]      the first time these messages (or bytes) come: 429 with
//   [openai-test:retry-after-ms=1500] that Retry-After (retry-after-ms) header; answered after that
//   [openai-test:fail-first=2] the first 2 times these messages (or bytes) come: 500 (an outage)
//   [openai-test:delay=5000]   wait that many milliseconds first
//   [openai-test:not-json]     chat: answer content that is not JSON
//   [openai-test:off-schema]   chat: answer JSON that breaks the requested schema (score 150)
//   [openai-test:score=85]     chat: the score to answer
//   [openai-test:insufficient] chat: answer insufficient_evidence true and no score
//   [openai-test:fabricate=2]  chat: the competencies at these indexes (comma-separated) get only
//                              FABRICATED_QUOTE as evidence; the others get a real quote (the
//                              answer's first six words, upper-cased, spaced twice) and FABRICATED_QUOTE
//   [openai-test:heard=es]     chat: the heard_language to answer (DEFAULT_HEARD_LANGUAGE otherwise)
//   [openai-test:content=…]    chat: answer this content (base64url, so it holds any JSON), as scripted
// Transcriptions answer `{text}`, or with `response_format=verbose_json` also the duration and
// timestamped segments (transcriptSegmentsFor); the `language` field sent is recorded.
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
/** The score every competency is given, on its 1-5 scale. */
export const TEST_COMPETENCY_SCORE = 4;
/** The heard_language answered unless [openai-test:heard=…] names another. */
const DEFAULT_HEARD_LANGUAGE = 'en';
/** A quote the test server gives as evidence that no answer says. */
export const FABRICATED_QUOTE = 'I single-handedly tripled the company revenue in one quarter';

/** The real quote the test server gives for an answer: its first six words, changed only in case and spacing. */
export function realQuoteOf(answer: string): string {
  return answer.trim().split(/\s+/).slice(0, 6).join('  ').toUpperCase();
}

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
  /** Chat: each message's content kind: 'string', or the types of its parts (e.g. 'image_url'). */
  contentKinds?: string[];
  responseFormat?: unknown;
  /** Transcriptions: the uploaded file. */
  file?: { name: string; type: string; size: number; sha256: string };
  /** Transcriptions: the response_format, timestamp_granularities[] and language fields sent. */
  transcription?: { responseFormat: string | null; granularities: string[]; language: string | null };
  /** When it came (ms since the epoch), so tests can see a wait was honoured. */
  receivedAt: number;
  /** The HTTP status it was answered with; 0 while it is being answered. */
  status: number;
}

type TestServerEnv = { Variables: { recorded: RecordedRequest } };

/** The transcript answered for a recording: names the bytes received, so tests can tell it came from them. */
export function transcriptFor(sha256: string): string {
  return `I led the move of our checkout to a new payment provider [recording ${sha256.slice(0, 16)}].`;
}

/** The lines of transcriptFor(sha256), with their times in seconds, as verbose_json answers them. */
export function transcriptSegmentsFor(sha256: string): { start: number; end: number; text: string }[] {
  return [
    { start: 0, end: 1.4, text: 'I led the move of our checkout' },
    { start: 1.4, end: 2.9, text: `to a new payment provider [recording ${sha256.slice(0, 16)}].` },
  ];
}

function directive(text: string, name: string): string | undefined {
  const match = new RegExp(`\\[openai-test:${name}(?:=([^\\]]*))?\\]`).exec(text);
  return match ? (match[1] ?? '') : undefined;
}

function openAiError(c: Context, status: number, message: string, type = 'invalid_request_error') {
  return c.json({ error: { message, type, param: null, code: null } }, status as 400);
}

/** How often each content (messages or bytes) has come, for the directives that change with it. */
type SeenContents = Map<string, number>;

async function applyDirectives(c: Context, text: string, seen: SeenContents): Promise<Response | undefined> {
  const delay = Number(directive(text, 'delay'));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const content = createHash('sha256').update(text).digest('hex');
  const before = seen.get(content) ?? 0;
  seen.set(content, before + 1);
  for (const header of ['retry-after', 'retry-after-ms'] as const) {
    const wait = directive(text, header);
    if (wait === undefined || before > 0) continue;
    c.header(header, wait);
    return openAiError(c, 429, 'Rate limit reached; test server asks to wait', 'rate_limit_exceeded');
  }
  if (before < Number(directive(text, 'fail-first') ?? 0)) {
    return openAiError(c, 500, 'Test server is having an outage as asked', 'server_error');
  }
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
  if (types.includes('boolean')) return false;
  return null;
}

/** One scored entry per competency of the user message (a JSON object), with its evidence. */
function competenciesFor(messages: { role: string; content: unknown }[], text: string) {
  const content = messages.find((m) => m.role === 'user')?.content;
  const user = typeof content === 'string' ? content : '{}';
  const sent = JSON.parse(user) as { answer?: string; competencies?: { index: number }[] };
  const fabricated = (directive(text, 'fabricate') ?? '').split(',').map(Number);
  return (sent.competencies ?? []).map(({ index }) => ({
    index,
    score: TEST_COMPETENCY_SCORE,
    insufficient_evidence: false,
    evidence: fabricated.includes(index)
      ? [FABRICATED_QUOTE]
      : [realQuoteOf(sent.answer ?? ''), FABRICATED_QUOTE],
    rationale: `competency ${index} rationale from the test server`,
  }));
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

export function createOpenAiTestApp(requests: RecordedRequest[]): Hono<TestServerEnv> {
  const app = new Hono<TestServerEnv>();
  const seen: SeenContents = new Map();
  const record = (c: Context<TestServerEnv>, seen: Omit<RecordedRequest, 'receivedAt' | 'status'>) => {
    const entry = { ...seen, receivedAt: Date.now(), status: 0 };
    requests.push(entry);
    c.set('recorded', entry);
  };

  // The status a recorded request was answered with.
  app.use('/v1/*', async (c, next) => {
    await next();
    const entry = c.get('recorded');
    if (entry) entry.status = c.res.status;
  });

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
          messages?: { role: string; content: string | { type?: string }[] }[];
          response_format?: {
            type?: string;
            json_schema?: { name?: string; strict?: boolean; schema?: JsonSchema };
          };
        }
      | undefined;
    if (!body?.model || !Array.isArray(body.messages))
      return openAiError(c, 400, 'model and messages are required');
    const text = body.messages
      .map((m) => `${m.role}: ${typeof m.content === 'string' ? m.content : JSON.stringify(m.content)}`)
      .join('\n');
    record(c, {
      endpoint: 'chat.completions',
      model: body.model,
      text,
      contentKinds: body.messages.flatMap((m) =>
        typeof m.content === 'string' ? ['string'] : m.content.map((part) => part.type ?? 'unknown'),
      ),
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
    const refused = await applyDirectives(c, text, seen);
    if (refused) return refused;
    if (directive(text, 'not-json') !== undefined)
      return c.json(completion(body.model, 'Here is my analysis: good.'));
    const scripted = directive(text, 'content');
    if (scripted !== undefined) {
      return c.json(completion(body.model, Buffer.from(scripted, 'base64url').toString('utf8')));
    }
    const score = Number(directive(text, 'score') ?? DEFAULT_TEST_SCORE);
    const answer = valueOf(format.json_schema.schema, score, 'answer') as Record<string, unknown>;
    if ('competencies' in answer) answer.competencies = competenciesFor(body.messages, text);
    if ('heard_language' in answer)
      answer.heard_language = directive(text, 'heard') ?? DEFAULT_HEARD_LANGUAGE;
    if (directive(text, 'insufficient') !== undefined) {
      answer.insufficient_evidence = true;
      answer.score = null;
    }
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
    const responseFormat = form?.get('response_format');
    const granularities = form?.getAll('timestamp_granularities[]').map(String) ?? [];
    const language = form?.get('language');
    record(c, {
      endpoint: 'audio.transcriptions',
      model,
      file: { name: file.name, type: file.type, size: bytes.length, sha256 },
      transcription: {
        responseFormat: typeof responseFormat === 'string' ? responseFormat : null,
        granularities,
        language: typeof language === 'string' ? language : null,
      },
    });
    const refused = await applyDirectives(c, bytes.toString('latin1'), seen);
    if (refused) return refused;
    if (responseFormat !== 'verbose_json') return c.json({ text: transcriptFor(sha256) });
    const segments = transcriptSegmentsFor(sha256);
    return c.json({
      task: 'transcribe',
      language: 'english',
      duration: segments.at(-1)?.end ?? 0,
      text: transcriptFor(sha256),
      segments: segments.map((segment, id) => ({
        id,
        seek: 0,
        ...segment,
        tokens: [],
        temperature: 0,
        avg_logprob: -0.2,
        compression_ratio: 1.2,
        no_speech_prob: 0.01,
      })),
    });
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
