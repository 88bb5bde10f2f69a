import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client.ts';
import { failureMessage } from '../../src/ui/notify-failure.ts';

describe("a failed action's message", () => {
  it("puts the server's reason after the spec's text, as a sentence", () => {
    const error = new ApiError(409, { error: 'Interview is already archived' });
    expect(failureMessage('Failed to archive interview. Please try again.', error)).toBe(
      'Failed to archive interview. Please try again. Interview is already archived.',
    );
  });

  it("puts the reason in the spec text's {error} slot", () => {
    const error = new ApiError(403, { error: 'You cannot change your own role.' });
    expect(failureMessage('Failed to update user role: {error}', error)).toBe(
      'Failed to update user role: You cannot change your own role.',
    );
  });

  it("gives an invalid input's first field complaint rather than 'Invalid input'", () => {
    const error = new ApiError(400, { error: 'Invalid input', fields: { title: 'Title is required' } });
    expect(failureMessage('Failed to create interview. Please try again.', error)).toBe(
      'Failed to create interview. Please try again. Title is required.',
    );
  });

  it("keeps the spec's text alone when the server said nothing a user can act on", () => {
    const unexpected = new ApiError(500, { error: 'Internal server error' });
    const unreachable = new TypeError('Failed to fetch');
    expect(failureMessage('Failed to delete interview. Please try again.', unexpected)).toBe(
      'Failed to delete interview. Please try again.',
    );
    expect(failureMessage('Failed to delete interview. Please try again.', unreachable)).toBe(
      'Failed to delete interview. Please try again.',
    );
    expect(failureMessage('Failed to delete user: {error}', unreachable)).toBe(
      'Failed to delete user: Unknown error',
    );
  });
});
