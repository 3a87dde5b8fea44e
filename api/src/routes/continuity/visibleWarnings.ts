import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { warningMessage, type ContinuityPlaceView, type ContinuityWarningView, type WarningPlace } from '@lorewright/domain/continuity/continuityWarnings';
import { ERASED_NAME } from '@lorewright/domain/events/personalData';
import { canEditElement } from '@lorewright/domain/worlds/worldAccess';
import type { ElementSummary, WorldView } from '@lorewright/domain/worlds/worldView';
import type { DismissalRecord, WarningRecord } from '@lorewright/projections/continuity/continuityRecords';
import type { QueriesOf } from '../routeTypes';

// The warnings of a world as one viewer may read them: `world` is the world as they see it
// (worldForViewer), so an element missing from its lists is one they may not see, and a warning
// naming one is left out; so is one about a secret field, secret lines or a secret timeline
// point of an element they may not edit. Titles and messages are written now, on the world's
// calendar now.
export const visibleWarnings = (world: WorldView, viewerId: string, calendar: Calendar, records: readonly WarningRecord[]) => {
  const lists = {
    wiki: new Map(world.wikis.map((w) => [w._id, w])),
    writing: new Map(world.writings.map((w) => [w._id, w])),
    timeline: new Map(world.timelines.map((t) => [t._id, t])),
  };
  const summaryOf = (place: Pick<WarningPlace, 'type' | 'id'>): ElementSummary | undefined => lists[place.type]?.get(place.id);
  const context = {
    calendar,
    titleOf: (place: WarningPlace) => summaryOf(place)?.title ?? '',
    categoryOf: (wikiId: string) => lists.wiki.get(wikiId)?.category,
  };
  return records.flatMap((record): ContinuityWarningView[] => {
    if (!record.places.every((place) => summaryOf(place))) return [];
    if (record.editorsOnly && !canEditElement(world, record.editorsOnly.type, record.editorsOnly.id, viewerId)) return [];
    const places = record.places.map((place): ContinuityPlaceView => ({ ...place, title: context.titleOf(place) }));
    return [{ id: record._id, kind: record.kind, message: warningMessage(context, record), places }];
  });
};

export type WarningsAnswerPorts = QueriesOf<'worlds'>;

// Open warnings leave the dismissed out; the dismissed ones come newest first, with why and by whom.
export const warningsAnswer = async (
  ports: WarningsAnswerPorts,
  shown: readonly ContinuityWarningView[],
  dismissals: readonly DismissalRecord[],
  listDismissed: boolean,
): Promise<ContinuityWarningView[]> => {
  const dismissed = new Map(dismissals.map((dismissal) => [dismissal.warningID, dismissal]));
  if (!listDismissed) return shown.filter((warning) => !dismissed.has(warning.id));
  const byId = new Map(shown.map((warning) => [warning.id, warning]));
  const names = new Map(
    (await ports.queries.worlds.authorsByIds([...new Set(dismissals.map((d) => d.dismissedBy))])).map((author) => [author._id, author.name]),
  );
  return dismissals.flatMap((dismissal) => {
    const warning = byId.get(dismissal.warningID);
    return warning ? [{ ...warning, reason: dismissal.reason, dismissedBy: names.get(dismissal.dismissedBy) ?? ERASED_NAME, dismissedOn: dismissal.at }] : [];
  });
};
