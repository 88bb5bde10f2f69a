import { format } from 'node:util';

/** The services whose lines `npm run dev` prints, in the order they start. */
const SERVICES = ['db', 'auth', 'storage', 'api', 'mail', 'vite', 'dev'] as const;

const COLOURS: Record<string, number> = {
  db: 34, // blue
  auth: 35, // magenta
  storage: 33, // yellow
  api: 32, // green
  mail: 36, // cyan
  vite: 95, // bright magenta
  dev: 90, // grey
};

const WIDTH = Math.max(...SERVICES.map((name) => name.length)) + 2;

// Control characters other than tab and ANSI colour sequences would let a log line rewrite the terminal.
// eslint-disable-next-line no-control-regex
const UNSAFE = /\x1b(?!\[[0-9;]*m)|[\x00-\x08\x0b-\x1a\x1c-\x1f\x7f]/g;
// eslint-disable-next-line no-control-regex
const COLOUR_CODES = /\x1b\[[0-9;]*m/g;

export interface Logger {
  /** One line (or several) from a service, prefixed `[service]` and aligned. */
  log(service: string, line: string): void;
  /** Same, on stderr. */
  error(service: string, line: string): void;
  /** Text without a prefix (the banner). */
  print(text: string): void;
  /** Bold, when colour is on. */
  bold(text: string): string;
}

export function createLogger(options: {
  color: boolean;
  out?: NodeJS.WritableStream;
  err?: NodeJS.WritableStream;
}): Logger {
  const { color } = options;
  const out = options.out ?? process.stdout;
  const err = options.err ?? process.stderr;
  const paint = (code: number | undefined, text: string) =>
    color && code !== undefined ? `\x1b[${code}m${text}\x1b[0m` : text;

  const write = (stream: NodeJS.WritableStream, service: string, text: string) => {
    const prefix = paint(COLOURS[service], `[${service}]`.padEnd(WIDTH));
    const clean = text.replace(UNSAFE, '');
    for (const line of clean.split(/\r?\n/)) {
      const shown = color ? line : line.replace(COLOUR_CODES, '');
      if (shown.trim()) stream.write(`${prefix} ${shown.trimEnd()}\n`);
    }
  };

  return {
    log: (service, line) => write(out, service, line),
    error: (service, line) => write(err, service, line),
    print: (text) => out.write(`${text}\n`),
    bold: (text) => paint(1, text),
  };
}

/** Routes console.log of code that prints on its own (the database scripts) to one service. */
export async function withConsoleAs<T>(log: (line: string) => void, run: () => Promise<T> | T): Promise<T> {
  const original = console.log;
  console.log = (...args: unknown[]) => log(format(...args));
  try {
    return await run();
  } finally {
    console.log = original;
  }
}
