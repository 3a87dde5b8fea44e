import { WIKI_HEADER_FIELDS_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { benchSender, startBenchServer } from './benchServer';
import { load } from './worldPageBench';

// A wiki read as of a date of its world (`GET creation/wiki/:id?asOf=1175`) against the same
// wiki's plain read, in the same run: the as-of cut is a pass over the parts already read, so its
// p99 stays within 2× of the plain one. The wiki holds 100 dated parts: as many dated header
// fields as a wiki may (WIKI_HEADER_FIELDS_MAX, a value per 25-year reign) and 50 dated sections
// of 2,000 characters, one per 30 years.

export const AS_OF_SECTIONS = 50;
const REIGN_YEARS = 25;

const datedWiki = () => ({
  lifespan: { from: { year: 1000 }, until: { year: 1000 + WIKI_HEADER_FIELDS_MAX * REIGN_YEARS } },
  headerFields: Array.from({ length: WIKI_HEADER_FIELDS_MAX }, (_, n) => ({
    _id: `f${n}`,
    field: 'Ruler',
    value: `Ruler the ${n + 1}th, of the house of ${'Aldric'.repeat(3)}`,
    period: { from: { year: 1000 + n * REIGN_YEARS }, until: { year: 1000 + n * REIGN_YEARS + REIGN_YEARS - 1, month: 12 } },
  })),
  sections: Array.from({ length: AS_OF_SECTIONS }, (_, n) => ({
    _id: `s${n}`,
    title: `Age ${n + 1}`,
    content: 'The walls held another winter. '.repeat(65).slice(0, 2_000),
    period: { from: { year: 1000 + n * 30, month: 3 }, until: { year: 1000 + n * 30 + 29 } },
  })),
});

export const asOfBench = async (dir: string, seconds: number, rate: number) => {
  const server = await startBenchServer(dir);
  try {
    const send = benchSender(server);
    const worldID = server.worldId;
    const { id: wikiId } = await send<{ id: string }>('POST', 'creation/newWiki', { category: 'places', title: 'Hollowmere', worldID });
    const first = await (await fetch(`${server.baseUrl}/api/v1/creation/wiki/${wikiId}`, { headers: { authorization: `Bearer ${server.token}` } })).json();
    await send('PUT', `creation/updateWiki/${wikiId}`, {
      ...datedWiki(),
      removedHeaderFieldIDs: (first as { wiki: { headerFields: { _id: string }[] } }).wiki.headerFields.map((field) => field._id),
    });
    await send('POST', 'updateElementVisibility', { element: 'wiki', elementID: wikiId, worldID, visibility: 'public' });

    const plainUrl = `${server.baseUrl}/api/v1/creation/wiki/${wikiId}`;
    const asOfUrl = `${plainUrl}?asOf=1175`;
    const [plain, asOf] = await Promise.all([plainUrl, asOfUrl].map(async (url) => (await fetch(url)).text()));
    const shown = (JSON.parse(asOf) as { wiki: { headerFields: unknown[]; sections: unknown[]; existsAsOf: boolean } }).wiki;
    if (shown.headerFields.length !== 1 || shown.sections.length !== 1 || !shown.existsAsOf)
      throw new Error(`asOf=1175 read the wrong parts: ${asOf.slice(0, 300)}`);
    for (const warm of [plainUrl, asOfUrl]) await load(warm, 2, rate);
    // Plain, as of, plain again: the better plain run is the baseline, so a slow start or a
    // neighbour's burst is not counted for the as-of read.
    const before = await load(plainUrl, seconds, rate);
    const measured = await load(asOfUrl, seconds, rate);
    const after = await load(plainUrl, seconds, rate);
    const baseline = before.p99 <= after.p99 ? before : after;
    return { fields: WIKI_HEADER_FIELDS_MAX, sections: AS_OF_SECTIONS, plainBytes: plain.length, asOfBytes: asOf.length, rate, baseline, measured };
  } finally {
    await server.close();
  }
};
