import type { PaidElement } from '@lorewright/domain/billing/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { awaitPermissions } from './api';

export type PermissionWait = 'waiting' | 'arrived' | 'late';

/**
 * Waits (awaitPermissions) until the signed-in user holds every item: 'late' when the wait ran
 * out first. `items` null: nothing to wait for yet. react-query keeps equal answers the same
 * array, so polling the plan does not start the wait again.
 */
export function useAwaitedPermissions(items: readonly PaidElement[] | null): PermissionWait {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<{ items: readonly PaidElement[]; arrived: boolean } | null>(null);

  useEffect(() => {
    if (!items) return;
    let current = true;
    void awaitPermissions(queryClient, items)
      .catch(() => false)
      .then((arrived) => current && setDone({ items, arrived }));
    return () => {
      current = false;
    };
  }, [items, queryClient]);

  if (!items || done?.items !== items) return 'waiting';
  return done.arrived ? 'arrived' : 'late';
}
