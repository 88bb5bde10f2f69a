// The recording session's state machine (src/media/recording-session.ts): every transition from
// Start to a stored take, the failures and retries, a take found in the backup after a reload, and
// every event that does not apply leaving the state as it was.
import { describe, expect, it } from 'vitest';
import {
  heldTake,
  IDLE,
  recordingSessionReducer as next,
  type HeldTake,
  type RecordingSession,
  type RecordingSessionEvent,
} from '../../src/media/recording-session.ts';

const held = (take: number): HeldTake => ({
  take,
  blob: new Blob(['take', String(take)], { type: 'video/webm;codecs=vp9,opus' }),
  format: { mimeType: 'video/webm;codecs=vp9,opus', contentType: 'video/webm', extension: 'webm' },
  objectName: `invitation/question/${take}.webm`,
});

const one = held(1);
const states = {
  idle: IDLE,
  recording: { name: 'recording', take: 1, retrying: false },
  stopping: { name: 'stopping', take: 1, retrying: false },
  recorded: { name: 'recorded', held: one },
  found: { name: 'found', held: one },
  uploading: { name: 'uploading', held: one, percent: 40, retrying: false },
  failed: {
    name: 'failed',
    held: one,
    error: 'Upload failed: The server refused the recording (error 403).',
  },
  uploaded: { name: 'uploaded', held: one },
} satisfies Record<RecordingSession['name'], RecordingSession>;

const events: RecordingSessionEvent[] = [
  { type: 'recovered', held: held(2) },
  { type: 'kept' },
  { type: 'started', take: 2 },
  { type: 'stop' },
  { type: 'stopped', held: one },
  { type: 'lost' },
  { type: 'upload' },
  { type: 'progress', percent: 70 },
  { type: 'retrying', retrying: true },
  { type: 'uploaded' },
  { type: 'upload-failed', error: 'Upload failed' },
  { type: 'discarded' },
];

/** [state, event, the state it leads to]: every transition there is; any other pair changes nothing. */
const transitions: [keyof typeof states, RecordingSessionEvent['type'], RecordingSession][] = [
  ['idle', 'recovered', { name: 'found', held: held(2) }],
  ['idle', 'started', { name: 'recording', take: 2, retrying: false }],
  ['found', 'started', { name: 'recording', take: 2, retrying: false }],
  ['found', 'kept', { name: 'recorded', held: one }],
  ['recording', 'stop', { name: 'stopping', take: 1, retrying: false }],
  ['recording', 'stopped', { name: 'recorded', held: one }],
  ['stopping', 'stopped', { name: 'recorded', held: one }],
  ['recording', 'lost', IDLE],
  ['stopping', 'lost', IDLE],
  ['recording', 'retrying', { name: 'recording', take: 1, retrying: true }],
  ['stopping', 'retrying', { name: 'stopping', take: 1, retrying: true }],
  ['recorded', 'upload', { name: 'uploading', held: one, percent: 0, retrying: false }],
  ['found', 'upload', { name: 'uploading', held: one, percent: 0, retrying: false }],
  ['failed', 'upload', { name: 'uploading', held: one, percent: 0, retrying: false }],
  ['uploading', 'progress', { name: 'uploading', held: one, percent: 70, retrying: false }],
  ['uploading', 'retrying', { name: 'uploading', held: one, percent: 40, retrying: true }],
  ['uploading', 'uploaded', { name: 'uploaded', held: one }],
  ['uploading', 'upload-failed', { name: 'failed', held: one, error: 'Upload failed' }],
  ...(Object.keys(states) as (keyof typeof states)[]).map(
    (name) => [name, 'discarded', IDLE] as [keyof typeof states, 'discarded', RecordingSession],
  ),
];

describe('recordingSessionReducer', () => {
  it.each(transitions)('%s + %s', (from, type, to) => {
    const event = events.find((candidate) => candidate.type === type) as RecordingSessionEvent;
    expect(next(states[from], event)).toEqual(to);
  });

  it('leaves the state as it was (the same object) for every event that does not apply', () => {
    for (const [name, state] of Object.entries(states) as [keyof typeof states, RecordingSession][]) {
      for (const event of events) {
        if (transitions.some(([from, type]) => from === name && type === event.type)) continue;
        expect(next(state, event), `${name} + ${event.type}`).toBe(state);
      }
    }
  });

  it('ignores the recording of another take than the one running', () => {
    expect(next(states.recording, { type: 'stopped', held: held(2) })).toBe(states.recording);
  });

  it('records, fails to upload, retries and stores a take', () => {
    const path: RecordingSessionEvent[] = [
      { type: 'started', take: 1 },
      { type: 'retrying', retrying: true },
      { type: 'stop' },
      { type: 'stopped', held: one },
      { type: 'upload' },
      { type: 'progress', percent: 50 },
      { type: 'upload-failed', error: 'Upload failed: The connection to the server was lost.' },
      { type: 'upload' },
      { type: 'progress', percent: 100 },
      { type: 'uploaded' },
    ];
    const seen = path.reduce<RecordingSession[]>(
      (trail, event) => [...trail, next(trail.at(-1) ?? IDLE, event)],
      [],
    );
    expect(seen.map((state) => state.name)).toEqual([
      'recording',
      'recording',
      'stopping',
      'recorded',
      'uploading',
      'uploading',
      'failed',
      'uploading',
      'uploading',
      'uploaded',
    ]);
    expect(heldTake(seen.at(-1) ?? IDLE)).toBe(one);
  });

  it('offers a take found in the backup, uploads it, and a new take replaces one not taken up', () => {
    const found = next(IDLE, { type: 'recovered', held: one });
    expect(found).toEqual({ name: 'found', held: one });
    expect(next(next(found, { type: 'upload' }), { type: 'uploaded' })).toEqual({
      name: 'uploaded',
      held: one,
    });
    expect(next(found, { type: 'started', take: 2 })).toEqual({
      name: 'recording',
      take: 2,
      retrying: false,
    });
  });

  it('never offers a found take over one being recorded or uploaded', () => {
    for (const name of ['recording', 'stopping', 'recorded', 'uploading', 'failed', 'uploaded'] as const) {
      expect(next(states[name], { type: 'recovered', held: held(2) })).toBe(states[name]);
    }
  });
});

describe('heldTake', () => {
  it('is the take in hand in every state that holds one, else null', () => {
    expect(heldTake(states.idle)).toBeNull();
    expect(heldTake(states.recording)).toBeNull();
    expect(heldTake(states.stopping)).toBeNull();
    for (const name of ['recorded', 'found', 'uploading', 'failed', 'uploaded'] as const) {
      expect(heldTake(states[name])).toBe(one);
    }
  });
});
