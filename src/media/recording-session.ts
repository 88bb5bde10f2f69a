import type { RecordingFormat } from './recording-format';

/** A finished take in hand: its recording and the object it is (to be) stored as. */
export interface HeldTake {
  take: number;
  blob: Blob;
  format: RecordingFormat;
  objectName: string;
}

/**
 * Where a recording session is, from Start to a stored take. The IndexedDB backup holds every
 * take from its first chunk until it is stored, so each state that holds a take can be left (a
 * reload, a crash) and entered again as `found`.
 */
export type RecordingSession =
  | { name: 'idle' }
  | { name: 'recording'; take: number; retrying: boolean }
  | { name: 'stopping'; take: number; retrying: boolean }
  /** Stopped, not sent yet: the screen uploads at once or shows a preview first. */
  | { name: 'recorded'; held: HeldTake }
  /** Left in the backup by an earlier visit, a reload or a crash, and not stored. */
  | { name: 'found'; held: HeldTake }
  | { name: 'uploading'; held: HeldTake; percent: number; retrying: boolean }
  | { name: 'failed'; held: HeldTake; error: string }
  | { name: 'uploaded'; held: HeldTake };

export type RecordingSessionEvent =
  | { type: 'recovered'; held: HeldTake }
  | { type: 'kept' }
  | { type: 'started'; take: number }
  | { type: 'stop' }
  | { type: 'stopped'; held: HeldTake }
  /** The take ended without a recording (the recorder says why). */
  | { type: 'lost' }
  | { type: 'upload' }
  | { type: 'progress'; percent: number }
  | { type: 'retrying'; retrying: boolean }
  | { type: 'uploaded' }
  | { type: 'upload-failed'; error: string }
  | { type: 'discarded' };

export const IDLE: RecordingSession = { name: 'idle' };

/** The take the session holds (recorded, found, uploading, failed or uploaded), or null. */
export function heldTake(session: RecordingSession): HeldTake | null {
  return 'held' in session ? session.held : null;
}

/**
 * The next state; an event that does not apply to the current state changes nothing (the same
 * object comes back), so a late answer of an abandoned take cannot move a newer one.
 */
export function recordingSessionReducer(
  session: RecordingSession,
  event: RecordingSessionEvent,
): RecordingSession {
  switch (event.type) {
    case 'recovered':
      return session.name === 'idle' ? { name: 'found', held: event.held } : session;
    case 'kept':
      return session.name === 'found' ? { name: 'recorded', held: session.held } : session;
    case 'started':
      // A new take replaces a found one the candidate did not take up.
      return session.name === 'idle' || session.name === 'found'
        ? { name: 'recording', take: event.take, retrying: false }
        : session;
    case 'stop':
      return session.name === 'recording' ? { ...session, name: 'stopping' } : session;
    case 'stopped':
      return (session.name === 'recording' || session.name === 'stopping') && session.take === event.held.take
        ? { name: 'recorded', held: event.held }
        : session;
    case 'lost':
      return session.name === 'recording' || session.name === 'stopping' ? IDLE : session;
    case 'upload':
      return session.name === 'recorded' || session.name === 'found' || session.name === 'failed'
        ? { name: 'uploading', held: session.held, percent: 0, retrying: false }
        : session;
    case 'progress':
      return session.name === 'uploading' ? { ...session, percent: event.percent } : session;
    case 'retrying':
      return session.name === 'recording' || session.name === 'stopping' || session.name === 'uploading'
        ? { ...session, retrying: event.retrying }
        : session;
    case 'uploaded':
      return session.name === 'uploading' ? { name: 'uploaded', held: session.held } : session;
    case 'upload-failed':
      return session.name === 'uploading'
        ? { name: 'failed', held: session.held, error: event.error }
        : session;
    case 'discarded':
      return IDLE;
  }
}
