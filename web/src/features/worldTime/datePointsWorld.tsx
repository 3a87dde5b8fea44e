import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import { createContext, useContext, type ReactNode } from 'react';

// The world whose timeline points the date fields inside may take a date from. A page that edits
// a world's dated facts names it once; fields outside one (the as-of picker, the demo world, where
// nothing is saved) offer no point.
const DatePointsWorldContext = createContext<string | null>(null);

export function DatePointsWorld({ worldId, children }: { worldId: string | null | undefined; children: ReactNode }) {
  return <DatePointsWorldContext.Provider value={worldId && worldId !== DEMO_WORLD_ID ? worldId : null}>{children}</DatePointsWorldContext.Provider>;
}

export const useDatePointsWorld = (): string | null => useContext(DatePointsWorldContext);
