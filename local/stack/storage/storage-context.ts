import type { Sql } from 'postgres';
import type { StackConfig } from '../config.ts';
import type { SigningKey } from '../signing-key.ts';

/** What every part of the storage stand-in works with. */
export interface StorageContext {
  sql: Sql;
  config: StackConfig;
  signingKey: SigningKey;
  /** Folder of the object files (object-files.ts). */
  root: string;
}
