/** A variable the function cannot work without; failing at startup beats failing per request. */
export function requireEnv(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`The api function needs the environment variable ${name}.`);
  return value;
}
