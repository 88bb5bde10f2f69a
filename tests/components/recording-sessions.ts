// Recorder states for component tests, reached through the reducer's own events, never built by hand.
import { expect } from 'vitest';
import {
  IDLE,
  recordingSessionReducer,
  type HeldTake,
  type RecordingSession,
  type RecordingSessionEvent,
} from '../../src/media/recording-session.ts';

/** A recorded take 1 under `objectName`. */
export function heldTake(objectName: string): HeldTake {
  return {
    take: 1,
    blob: new Blob(['take'], { type: 'video/webm' }),
    format: { mimeType: 'video/webm;codecs=vp9,opus', contentType: 'video/webm', extension: 'webm' },
    objectName,
  };
}

/** The session the reducer reaches from idle through `events`; it must be `name`, or the test is wrong. */
export function sessionAfter(
  name: RecordingSession['name'],
  ...events: RecordingSessionEvent[]
): RecordingSession {
  const session = events.reduce(recordingSessionReducer, IDLE);
  expect(session.name).toBe(name);
  return session;
}
