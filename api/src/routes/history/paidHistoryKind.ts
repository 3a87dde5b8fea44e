import type { Version } from '@lorewright/commands/history/versionReader';
import type { MapActor } from '@lorewright/commands/maps/mapDeps';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import type { LanguageVersionView, MapVersionView, TimelineVersionView } from '@lorewright/domain/history/paidHistoryViews';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { ViewName } from '@lorewright/projections/allProjections';
import { editGateOf, type EditGateParts, type EditGatePorts } from '../elements/editGate';
import { paidActorById, type PaidActorByIdPorts } from '../elements/paidActor';
import type { HistoryKindRoutes } from './historyKind';

type Head = { _id: string; worldID: string; visibility: Visibility; createdOn: string };

// What a paid kind (map, timeline, language) tells the history routes. Its versions are folded
// with its own evolve and shown whole, as its page shows it; it has no text parts (no diff).
interface PaidHistoryCommon<State extends { status: string }> {
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
  current(elementId: string): Promise<unknown>;
}

// The version in the shape the kind's page reads, without `at` (added here); `createdOn` from the
// row (a state may lack it). One member per kind, so each kind's version is its own page's shape.
type VersionOf<State, Kind extends string, View> = {
  kind: Kind;
  versionOf(elementId: string, state: State, revision: number, at: string, createdOn: string): Omit<View, 'at'>;
};

export type PaidHistoryParts<State extends { status: string }> = PaidHistoryCommon<State> &
  (VersionOf<State, 'map', MapVersionView> | VersionOf<State, 'timeline', TimelineVersionView> | VersionOf<State, 'language', LanguageVersionView>);

export type PaidHistoryKindPorts = EditGatePorts & PaidActorByIdPorts;

// A paid kind's history: readable and restorable by those who may edit the element (404 or 403 as
// the kind's own reads answer otherwise); a restore is the kind's own commands, with the actor's
// paid features.
export const paidHistoryKindOf = <State extends { status: string }>(ports: PaidHistoryKindPorts, parts: PaidHistoryParts<State>): HistoryKindRoutes => ({
  kind: parts.kind,
  answerKey: parts.kind,
  views: parts.historyViews,
  requireEditable: editGateOf(ports, parts),

  version: async (elementId, revision) => {
    const [version, head] = await Promise.all([parts.history.versionAt(elementId, revision), parts.head(elementId)]);
    if (!version || version.state.status === 'none') throw notFound(h.versionNotFound);
    const args = [elementId, version.state, revision, version.at, head?.createdOn ?? version.at] as const;
    const dated = <View>(view: View) => ({ ...view, at: version.at });
    // Under the kind's own key, as its page's read answers it.
    switch (parts.kind) {
      case 'map':
        return { map: dated(parts.versionOf(...args)) };
      case 'timeline':
        return { timeline: dated(parts.versionOf(...args)) };
      case 'language':
        return { language: dated(parts.versionOf(...args)) };
    }
  },

  restore: async (userId, elementId, revision, context) => parts.history.restore(await paidActorById(ports, userId), elementId, revision, context),

  current: (elementId) => parts.current(elementId),
});
