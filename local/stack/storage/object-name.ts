import { z } from 'zod';
import { storageErrors } from './storage-error.ts';

// The characters the real service accepts in object keys and bucket names (S3-safe ones).
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
// Control characters and backslashes are already outside VALID_KEY; named here so the rule reads.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** A bucket id: what the real service accepts, 1 to 100 characters. */
export const bucketNameSchema = z.string().min(1).max(100).regex(VALID_BUCKET);

/**
 * An object name: the real service's key characters, at most 1024 characters, and, because the
 * stand-in keeps objects as files, no empty, `.` or `..` segment (so `a//b` cannot alias `a/b`,
 * and no name can climb out of its bucket's folder).
 */
export const objectNameSchema = z
  .string()
  .min(1)
  .max(1024)
  .refine((name) => !CONTROL_OR_BACKSLASH.test(name), 'no control characters or backslashes')
  .refine((name) => VALID_KEY.test(name), 'only S3-safe characters')
  .refine(
    (name) => name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
    'no empty, "." or ".." segments',
  );

export function mustBeValidBucketName(bucket: string): string {
  if (!bucketNameSchema.safeParse(bucket).success) throw storageErrors.invalidBucketName();
  return bucket;
}

export function mustBeValidObjectName(name: string): string {
  if (!objectNameSchema.safeParse(name).success) throw storageErrors.invalidKey(name);
  return name;
}

/**
 * `<bucket>/<name…>` from the raw (percent-encoded) rest of a URL path, each segment decoded,
 * both checked.
 */
export function splitObjectPath(rawPath: string): { bucket: string; name: string } {
  let segments: string[];
  try {
    segments = rawPath.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    throw storageErrors.invalidKey(rawPath);
  }
  const [bucket = '', ...rest] = segments;
  return { bucket: mustBeValidBucketName(bucket), name: mustBeValidObjectName(rest.join('/')) };
}

/**
 * Refuses a raw request path with a `.` or `..` segment (plain or percent-encoded) or a backslash,
 * before anything parses it as a URL: URL parsing would resolve them silently and address another
 * object than the one the client named.
 */
export function assertPlainPath(rawPath: string): void {
  const dotSegment = rawPath.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
  if (dotSegment || rawPath.includes('\\')) throw storageErrors.invalidKey(rawPath);
}
