import type { Version } from '@lorewright/commands/history/versionReader';
import type { MapActor } from '@lorewright/commands/maps/mapDeps';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { ViewName } from '@lorewright/projections/allProjections';
import { editGateOf, type EditGateParts, type EditGatePorts } from '../elements/editGate';
import { paidActorById, type PaidActorByIdPorts } from '../elements/paidActor';
import type { HistoryKindRoutes } from './historyKind';

type Head = { _id: string; worldID: string; visibility: Visibility; createdOn: string };

// What a paid kind (map, timeline, language) tells the history routes. Its versions are folded
// with its own evolve and shown whole, as its page shows it; it has no text parts (no diff).
export interface PaidHistoryParts<State extends { status: string }> {
  kind: 'map' | 'timeline' | 'language';
  // The views a restore shows in (the element's, its media's, and the history's).
  historyViews: readonly ViewName[];
  history: {
    versionAt(elementId: string, revision: number): Promise<Version<State> | null>;
    restore(actor: MapActor, elementId: string, revision: number, context: CommandContext): Promise<{ position: number | null }>;
  };
  // The element's row without its parts (the gate reads its world and its read rule).
  head(elementId: string): Promise<Head | null>;
  forViewer: EditGateParts<Head>['forViewer'];
  onlyAuthor: string;
  // The version in the shape the kind's page reads; `createdOn` from the row (a state may lack it).
  versionOf(elementId: string, state: State, revision: number, at: string, createdOn: string): object;
  current(elementId: string): Promise<unknown>;
}

export type PaidHistoryKindPorts = EditGatePorts & PaidActorByIdPorts;

// A paid kind's history: readable and restorable by those who may edit the element (404 or 403 as
// the kind's own reads answer otherwise); a restore is the kind's own commands, with the actor's
// paid features.
export const paidHistoryKindOf = <State extends { status: string }>(stack: PaidHistoryKindPorts, parts: PaidHistoryParts<State>): HistoryKindRoutes => ({
  kind: parts.kind,
  answerKey: parts.kind,
  views: parts.historyViews,
  requireEditable: editGateOf(stack, parts),

  version: async (elementId, revision) => {
    const [version, head] = await Promise.all([parts.history.versionAt(elementId, revision), parts.head(elementId)]);
    if (!version || version.state.status === 'none') throw notFound(h.versionNotFound);
    return { ...parts.versionOf(elementId, version.state, revision, version.at, head?.createdOn ?? version.at), at: version.at };
  },

  restore: async (userId, elementId, revision, context) => parts.history.restore(await paidActorById(stack, userId), elementId, revision, context),

  current: (elementId) => parts.current(elementId),
});
