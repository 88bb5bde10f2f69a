/**
 * Errors as Supabase Storage renders them: a body `{statusCode: '<n>', code, error, message}`.
 * Like the real service, the HTTP status of an object route is 400 for every error below 500 (the
 * real code status is in the body), except where the real one answers with its own status (416 for
 * a bad range). TUS answers use the real status and the
 * message as a plain-text body (see resumable-upload.ts).
 */
export class StorageError extends Error {
  constructor(
    /** Machine code, as the real ErrorCode enum: NoSuchKey, AccessDenied, … */
    readonly code: string,
    /** The status the real service puts in the body (and uses for TUS answers). */
    readonly statusCode: number,
    message: string,
    /** The legacy `error` field of the body. */
    readonly error: string = code,
    /** The HTTP status of a REST answer: the real service's `userStatusCode`. */
    readonly httpStatus: number = statusCode >= 500 ? statusCode : 400,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  toBody(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

/** The errors the stand-in raises, with the real service's codes, statuses and messages. */
export const storageErrors = {
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'Object not found', 'not_found'),
  noSuchUpload: () => new StorageError('NoSuchUpload', 404, 'Upload not found'),
  fileMissing: () => new StorageError('NoSuchKey', 404, 'The resource was not found', 'Not found'),
  invalidKey: (key: string) => new StorageError('InvalidKey', 400, `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  invalidMimeType: (mimeType: string) =>
    new StorageError('InvalidMimeType', 415, `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  entityTooLarge: () =>
    new StorageError(
      'EntityTooLarge',
      413,
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  accessDenied: (message = 'Access denied') => new StorageError('AccessDenied', 403, message, 'Unauthorized'),
  keyAlreadyExists: () =>
    new StorageError('KeyAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError('InvalidJWT', 400, message),
  invalidSignature: (message = 'Invalid signature') => new StorageError('InvalidSignature', 400, message),
  invalidRange: () => new StorageError('InvalidRange', 416, 'invalid range provided', 'invalid_range', 416),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', 400, message, 'Bad Request'),
  metadataRequired: () => new StorageError('InvalidRequest', 400, 'Metadata header is required'),
  noContent: () => new StorageError('InvalidRequest', 400, 'No content provided'),
  internal: (message = 'Internal server error') => new StorageError('InternalError', 500, message),
};

interface DatabaseErrorLike {
  code: string;
  message: string;
  severity: string;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as DatabaseErrorLike).code === 'string' &&
    typeof (error as DatabaseErrorLike).severity === 'string'
  );
}

/** Maps a PostgreSQL error the way the real service's DBError.fromDBError does. */
function fromDatabaseError(error: DatabaseErrorLike): StorageError {
  switch (error.code) {
    case '42501':
      return storageErrors.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505':
      return storageErrors.keyAlreadyExists();
    case '23503':
      return new StorageError('InvalidRequest', 404, 'The related resource does not exist');
    case '22P02':
      return new StorageError('InvalidParameter', 400, error.message);
    default:
      return new StorageError('DatabaseError', 500, `database error, code: ${error.code}`);
  }
}

/** Any thrown value as a StorageError; unexpected ones are logged and become a 500. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (isDatabaseError(error)) {
    const mapped = fromDatabaseError(error);
    if (mapped.statusCode >= 500) console.error('[storage]', error);
    return mapped;
  }
  console.error('[storage]', error);
  return storageErrors.internal();
}
