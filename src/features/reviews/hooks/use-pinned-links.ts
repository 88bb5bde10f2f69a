import { useEffect, useState } from 'react';

/** How long before its signed links expire a player takes the fresher ones a refetch brought. */
const EXPIRY_MARGIN_MS = 60_000;

interface Pinned<T> {
  links: T;
  identity: string;
  generation: number;
  expiresAt: string | null;
  /** Bumped whenever the links are replaced: the player's key, so it loads the new ones. */
  version: number;
  /**
   * A recovery refresh found the links it had already: the refetched ones may reach the player a
   * render after the refresh ends, and are taken when they come.
   */
  awaitingFresh: boolean;
}

/**
 * The signed links a player loaded, kept while the review is refetched (it polls while answers are
 * processed, and each answer signs every link anew), so the player does not reload every few
 * seconds. They are replaced when what they point at changes (`identity`: another file or status),
 * after a recovery refresh (`generation`, and by its refetched links if they arrive a render later),
 * or by fresher ones once they are about to expire.
 */
export function usePinnedLinks<T>(
  fresh: T,
  identity: string,
  expiresAt: string | null,
  generation: number,
): { links: T; version: number } {
  const [pinned, setPinned] = useState<Pinned<T>>({
    links: fresh,
    identity,
    generation,
    expiresAt,
    version: 0,
    awaitingFresh: false,
  });
  const [expiring, setExpiring] = useState(false);

  const replace =
    pinned.identity !== identity ||
    pinned.generation !== generation ||
    ((expiring || pinned.awaitingFresh) && expiresAt !== pinned.expiresAt);
  if (replace) {
    const awaitingFresh = pinned.generation !== generation && expiresAt === pinned.expiresAt;
    setPinned({ links: fresh, identity, generation, expiresAt, version: pinned.version + 1, awaitingFresh });
    setExpiring(false);
  }

  useEffect(() => {
    if (!pinned.expiresAt) return;
    const wait = Date.parse(pinned.expiresAt) - Date.now() - EXPIRY_MARGIN_MS;
    const timer = setTimeout(() => setExpiring(true), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [pinned.expiresAt]);

  return replace ? { links: fresh, version: pinned.version + 1 } : pinned;
}
