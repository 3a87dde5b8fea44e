import type { PointAddress, PointDates } from '@lorewright/domain/calendars/datePoints';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { AddRelationBody, ChangeRelationBody } from '@lorewright/domain/relations/relation.bodies';
import { relationDecider, type RelationCommand, type RelationKind, type RelationWikiFacts } from '@lorewright/domain/relations/relation.decide';
import { relationMessages as m } from '@lorewright/domain/relations/relationMessages';
import { checkOnCalendar } from '@lorewright/domain/calendars/worldDate';
import { requireElementEditor } from '../elements/elementEditor';
import { periodsNamePoints, pointDatesOf } from '../worlds/pointDates';
import { notFound } from '@lorewright/domain/shared/errors';
import type { WikiCategory } from '@lorewright/domain/wikis/wikiView';
import { streamName, type EventStore } from '../eventStore/eventStore';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';
import { worldFactsOf } from '../worlds/elementWorld';
import type { WorldCalendarLookup } from '../worlds/worldCalendarLookup';
import { createWorldReader } from '../worlds/worldReader';

// One stream per world holds its relations (relation.events.ts says why).
export const relationStream = (worldId: string) => streamName('relations', worldId);

export interface RelationLookups extends WorldCalendarLookup {
  // A live wiki as the read side knows it: a wiki never changes world or category.
  wikiFacts(wikiId: string): Promise<{ worldID: string; category: WikiCategory } | null>;
  // How many relations a wiki has with live wikis (the read model drops those of deleted ones).
  relationCount(wikiId: string): Promise<number>;
}

// Relations between wikis: the world's facts come from its stream, the wikis' from the read
// side, and the decider applies the edit rule. Like idea boards, the count for the limit is read
// from the read model; the route waits for it after each change, so one after another it is exact.
export const createRelationCommands = (ports: {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
  lookups: RelationLookups;
}) => {
  const readWorld = createWorldReader(ports.eventStore, ports.registry);
  const factsOf = async (wikiId: string): Promise<RelationWikiFacts | null> => {
    const wiki = await ports.lookups.wikiFacts(wikiId);
    return wiki ? { wikiId, worldId: wiki.worldID, category: wiki.category } : null;
  };
  // The wiki the request is made on, and its world's facts; a period the world's calendar does
  // not have is refused before anything is decided. Ends taken from timeline points get the
  // points' dates, read only for someone who may edit the wiki (a stranger learns nothing of
  // the world's timelines).
  const placeOf = async (actorId: string, wikiId: string, sent?: RelationKind['period']) => {
    const wiki = await factsOf(wikiId);
    if (!wiki) throw notFound(m.wikiNotFound);
    const [world, calendar] = await Promise.all([worldFactsOf(readWorld, wiki.worldId), sent ? ports.lookups.worldCalendar(wiki.worldId) : null]);
    if (periodsNamePoints([sent])) requireElementEditor(world, 'wiki', wikiId, actorId, m.onlyAuthor);
    const period = sent && (await pointDatesOf(ports.lookups, wiki.worldId).period(sent));
    if (calendar) checkOnCalendar(calendar, [period]);
    return { wiki, world, period: period ?? null };
  };
  const run = async (worldId: string, command: RelationCommand, context: CommandContext) =>
    (await ports.handle(relationStream(worldId), relationDecider, command, context)).position;
  const kindOf = (body: Pick<AddRelationBody, 'type' | 'custom'>, period: RelationKind['period']): RelationKind => ({
    type: body.type,
    custom: body.custom ?? '',
    period,
  });

  return {
    add: async (actorId: string, body: AddRelationBody, context: CommandContext) => {
      const { wiki, world, period } = await placeOf(actorId, body.wikiID, body.period);
      const [other, wikiCount, otherCount] = await Promise.all([
        factsOf(body.otherID),
        ports.lookups.relationCount(body.wikiID),
        ports.lookups.relationCount(body.otherID),
      ]);
      const relationId = ports.ids.newId();
      const command: RelationCommand = {
        type: 'AddRelation',
        actorId,
        world,
        wiki,
        other,
        relationId,
        counts: { wiki: wikiCount, other: otherCount },
        addedOn: ports.clock.now().toISOString(),
        kind: kindOf(body, period),
      };
      return { relationId, position: await run(world.worldId, command, context) };
    },
    change: async (actorId: string, body: ChangeRelationBody, context: CommandContext) => {
      const { wiki, world, period } = await placeOf(actorId, body.wikiID, body.period);
      const command: RelationCommand = { type: 'ChangeRelation', actorId, world, wiki, relationId: body.relationID, kind: kindOf(body, period) };
      return { position: await run(world.worldId, command, context) };
    },
    remove: async (actorId: string, wikiId: string, relationId: string, context: CommandContext) => {
      const { wiki, world } = await placeOf(actorId, wikiId);
      return { position: await run(world.worldId, { type: 'RemoveRelation', actorId, world, wiki, relationId }, context) };
    },
    // A timeline point relations' periods take dates from moved (the datePoints reactor asks, as
    // the one who moved it): every relation of the world whose period takes a date from it
    // follows, asking no one's permission (the wikis' editors chose the point).
    followDatePoint: async (worldId: string, address: PointAddress, dates: PointDates, context: CommandContext) => ({
      position: await run(worldId, { type: 'FollowDatePoint', worldId, address, dates }, context),
    }),
  };
};

export type RelationCommands = ReturnType<typeof createRelationCommands>;
