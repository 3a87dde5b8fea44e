import type { ElementWatchServerMessage, WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import type { ElementChange } from './elementChangeBursts';
import { watchKey, type ElementWatches } from './elementWatches';

export interface ElementChangeDeliveryDeps {
  watches: ElementWatches;
  maySee: (element: WatchedElement, elementId: string, userId: string) => Promise<boolean>;
  // Resolves once the element's projection has the change (bounded), so a refetch finds it.
  waitForView: (element: WatchedElement, position: number) => Promise<unknown>;
  nameOf: (userId: string) => Promise<string | null>;
}

// Tells the watchers of an element who changed it. Access is asked again for every delivery (once
// per person watching): a member removed or an element made private since the watch hears nothing.
export const createElementChangeDelivery = (deps: ElementChangeDeliveryDeps) => async (change: ElementChange) => {
  const key = watchKey(change.element, change.elementId);
  if (deps.watches.watchersOf(key).length === 0) return;
  await deps.waitForView(change.element, change.position);
  const by = { _id: change.actorId, name: (await deps.nameOf(change.actorId)) ?? 'Someone' };

  const allowed = new Map<string, Promise<boolean>>();
  const maySee = (userId: string) => allowed.get(userId) ?? allowed.set(userId, deps.maySee(change.element, change.elementId, userId)).get(userId)!;
  // Read again after the waits: watchers come and go meanwhile.
  for (const { socket, userId } of deps.watches.watchersOf(key)) {
    if (!(await maySee(userId)) || socket.readyState !== socket.OPEN || !deps.watches.has(socket, key)) continue;
    // The tab only to the editor's own sockets (elementWatch.ts).
    const tab = userId === change.actorId && change.tab ? { tab: change.tab } : {};
    const message: ElementWatchServerMessage = { type: 'elementChanged', element: change.element, elementId: change.elementId, by, ...tab };
    socket.send(JSON.stringify(message));
  }
};
