import type { HistoryKind } from '@lorewright/domain/history/elementHistory';
import type { Stack } from '../../composition';
import type { HistoryKindRoutes } from './historyKind';
import { writingHistoryKind } from './kinds/writingHistoryKind';
import { wikiHistoryKind } from './kinds/wikiHistoryKind';
import { worldHistoryKind } from './kinds/worldHistoryKind';
import { mapHistoryKind } from './kinds/mapHistoryKind';
import { timelineHistoryKind } from './kinds/timelineHistoryKind';
import { languageHistoryKind } from './kinds/languageHistoryKind';

// Every kind whose history the routes serve, one line each (see historyKind.ts).
export const historyKindsOf = (stack: Stack): ReadonlyMap<HistoryKind, HistoryKindRoutes> =>
  new Map(
    [
      writingHistoryKind(stack),
      wikiHistoryKind(stack),
      worldHistoryKind(stack),
      mapHistoryKind(stack),
      timelineHistoryKind(stack),
      languageHistoryKind(stack),
    ].map((kind) => [kind.kind, kind]),
  );
