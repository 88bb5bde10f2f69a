// Zod compiles object parsers with `new Function` when it may; the Content-Security-Policy forbids
// eval, and even zod's probe for it is reported as a violation. Zod keeps its configuration on
// globalThis.__zod_globalConfig, whichever copy or chunk loads it first, so this sets `jitless`
// there without importing zod: the entry chunk stays free of it, and every later parse sees it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
