import { asOfText, parseAsOf, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The date a page shows the world on, kept in the address as `?asOf=` so it can be shared and
 * the back button goes back through the dates viewed. A value that is no date is ignored.
 */
export function useAsOf(): { asOf: WorldDate | undefined; setAsOf: (date: WorldDate | undefined) => void } {
  const [params, setParams] = useSearchParams();
  const text = params.get('asOf');
  const asOf = useMemo(() => (text ? (parseAsOf(text) ?? undefined) : undefined), [text]);
  const setAsOf = useCallback(
    (date: WorldDate | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (date) next.set('asOf', asOfText(date));
          else next.delete('asOf');
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  return { asOf, setAsOf };
}
