import { useCallback, useEffect, useState } from 'react';
import { useCurrentUser } from '../../lib/session/api';

// Unsent posts, replies and threads survive a reload (product.md §5: drafts in local browser storage).
const PREFIX = 'lorewright.draft.';

const read = <T extends object>(key: string, empty: T): T => {
  try {
    const stored = localStorage.getItem(PREFIX + key);
    // Fields added since the draft was stored keep their empty value.
    return stored ? { ...empty, ...(JSON.parse(stored) as Partial<T>) } : empty;
  } catch {
    return empty;
  }
};

/**
 * A form's draft under `key`, restored on mount and stored on every change; `clear` forgets it
 * (after a successful send). Give the form a React key per draft key to switch drafts. Drafts
 * are kept per account, so another account on the same browser never sees them.
 */
export function useLocalDraft<T extends object>(draftKey: string, empty: T) {
  const key = `${useCurrentUser()?._id ?? 'visitor'}.${draftKey}`;
  const [draft, setDraft] = useState<T>(() => read(key, empty));
  // The account loads after the first render: its own draft then replaces the visitor's.
  useEffect(() => {
    setDraft(read(key, empty));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const update = useCallback(
    (change: Partial<T>) =>
      setDraft((old) => {
        const next = { ...old, ...change };
        try {
          localStorage.setItem(PREFIX + key, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the draft lives on in memory only.
        }
        return next;
      }),
    [key],
  );

  const clear = useCallback(() => {
    localStorage.removeItem(PREFIX + key);
    setDraft(empty);
    // `empty` is a literal at every call site: the key says which draft this is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { draft, update, clear };
}
