import { checkOnCalendar, isOpenPeriod, periodHolds, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import { canEditElement } from '@lorewright/domain/worlds/worldAccess';
import type { AsOfFact, WorldView } from '@lorewright/domain/worlds/worldView';
import type { Stack } from '../../composition';
import type { QueriesOf } from '../routeTypes';

// The world page as of a date of the world's calendar (`GET /world/:id?asOf=`): the world as
// today, without the wikis that did not exist then, and with the dated header fields that held
// then, for each wiki the viewer may see (a secret field only for those who may edit its wiki).
// Read from the continuity projection's facts: one query for the whole world. Each fact is the
// answer's (AsOfFact, in the world page's answer schema).
export interface WorldAsOf extends WorldView {
  asOf: { date: WorldDate; facts: AsOfFact[] };
}

export type WorldAsPorts = Pick<Stack, 'eventStore' | 'waitForViews'> & QueriesOf<'calendars' | 'continuity'>;

export const worldAsOf = async (ports: WorldAsPorts, world: WorldView, viewerId: string | null, date: WorldDate): Promise<WorldAsOf> => {
  // The facts follow the wikis' edits, which wait only for the wikis' own views: caught up with
  // the log first, an edit just made shows.
  await ports.waitForViews(await ports.eventStore.headPosition(), ['continuity']);
  const [calendar, facts] = await Promise.all([ports.queries.calendars.worldCalendar(world._id), ports.queries.continuity.wikiFactsOf(world._id)]);
  // A month the world's calendar lacks is refused (400), as it is for every date it stores.
  checkOnCalendar(calendar, [], [date]);
  const factsById = new Map(facts.map((wiki) => [wiki._id, wiki]));
  const wikis = world.wikis.filter((wiki) => periodHolds(factsById.get(wiki._id)?.lifespan, date));
  const held = wikis.flatMap((summary): AsOfFact[] => {
    const wiki = factsById.get(summary._id);
    if (!wiki) return [];
    const seesSecrets = canEditElement(world, 'wiki', wiki._id, viewerId);
    const fields = wiki.fields
      .filter((field) => !isOpenPeriod(field.period) && periodHolds(field.period, date) && (!field.secret || seesSecrets))
      .map(({ field, value, period }) => ({ field, value, period: period! }));
    return fields.length ? [{ wikiID: wiki._id, title: summary.title, category: summary.category ?? wiki.category, fields }] : [];
  });
  return { ...world, wikis, num_wikis: wikis.length, asOf: { date, facts: held } };
};
