// Building blocks shared by the contract files. The contract is imported by the api function
// (Deno) and by the client (package.json's `#contract/*` import), so it imports only 'zod' and its own files.
import { z } from 'zod';

/** Row ids. guid rather than uuid: Postgres accepts any 8-4-4-4-12 hex, so the client must too. */
export const idSchema = z.guid();

/** Timestamps travel as ISO 8601 strings (what JSON.stringify makes of a timestamptz Date). */
export const timestampSchema = z.iso.datetime({ offset: true });

/**
 * One path segment naming a stored file, as a RegExp source: no '/', backslash or control character,
 * and not '.' or '..' (HTTP clients resolve those in URLs). The database checks the same.
 */
export const PLAIN_FILE_NAME = '(?!\\.+$)[^/\\\\\\u0000-\\u001f\\u007f]+';
