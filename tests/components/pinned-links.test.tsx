// A player's links after Retry (issue #39's pinned links): the refreshed review's links may reach
// the player a render after its recovery ends, and the player must load those, not the old ones.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePinnedLinks } from '../../src/features/reviews/hooks/use-pinned-links.ts';

interface Props {
  url: string;
  expiresAt: string;
  generation: number;
}

const OLD = { url: 'https://storage.test/old', expiresAt: '2026-11-30T10:00:00.000Z' };
const NEW = { url: 'https://storage.test/new', expiresAt: '2026-11-30T11:00:00.000Z' };

function renderPinned() {
  return renderHook(
    ({ url, expiresAt, generation }: Props) => usePinnedLinks(url, 'video', expiresAt, generation),
    { initialProps: { ...OLD, generation: 0 } },
  );
}

describe("a player's pinned links", () => {
  it('keeps its links while a poll brings newly signed ones', () => {
    const { result, rerender } = renderPinned();
    rerender({ ...NEW, generation: 0 });
    expect(result.current).toMatchObject({ links: OLD.url, version: 0 });
  });

  it('takes the refreshed links when they arrive with the refresh', () => {
    const { result, rerender } = renderPinned();
    rerender({ ...NEW, generation: 1 });
    expect(result.current).toMatchObject({ links: NEW.url, version: 1 });
  });

  it('takes the refreshed links when they arrive a render after the refresh ended', () => {
    const { result, rerender } = renderPinned();
    rerender({ ...OLD, generation: 1 });
    rerender({ ...NEW, generation: 1 });
    expect(result.current.links).toBe(NEW.url);
    // And keeps them from then on, as before any refresh.
    const version = result.current.version;
    rerender({ url: 'https://storage.test/polled', expiresAt: '2026-11-30T12:00:00.000Z', generation: 1 });
    expect(result.current).toMatchObject({ links: NEW.url, version });
  });
});
