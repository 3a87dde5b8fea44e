import type { Era } from '../../calendars/calendar';
import { ERA_ABBREVIATION_MAX, ERA_NAME_MAX, ERAS_MAX, YEAR_MAX } from '../../calendars/calendarLimits';
import type { FcEra } from './fantasyCalendarExport';
import { fantasyCalendarMessages as m } from './fantasyCalendarMessages';
import { flag, fcText, type NameReader } from './fantasyCalendarText';

// Fantasy-Calendar's eras as this calendar's eras.
//
// An era there starts on a date (year, timespan, day); here at a year, so an era starting later in
// its year starts with that year (a note says so), and of two eras starting in one year only the
// later one is kept. `starting_era` is the era before all others: here the first era without a
// start year. `restart` restarts the year count at the era's start (Fantasy-Calendar's
// `era_year`): without year 0 its first year is 1 there as here; with year 0, or from a year before
// 1, Fantasy-Calendar calls it 0 (a note says so). Without `restart` an era keeps the calendar's
// own year numbers ('836 PD'), as `restart: false` does here. The abbreviation is read from a
// custom format ("Year {{year}} - P.D." → 'P.D.'); a format with more than the year and the label
// gets a note, and a blank abbreviation shows the era's name.

type Notes = string[];
const FORMAT_SHOWN_MAX = 60;

const placeholderOf = (era: Era) => (era.counting === 'down' ? 'abs_year' : era.startYear !== null && era.restart !== false ? 'era_year' : 'year');

// The era's custom format, when it uses one (newer exports call it `formatting`).
const customFormat = (raw: FcEra) => (flag(raw.settings?.use_custom_format) ? fcText(raw.formatting ?? raw.format).trim() : '');

// The text after the year in a format: "Year {{year}} - P.D." → 'P.D.'; none when it names the era.
const labelOf = (format: string) => {
  const tail = format.slice(format.lastIndexOf('}}') + 2);
  let start = 0;
  while (start < tail.length && ' \t-–—:,'.includes(tail[start])) start++;
  const label = tail.slice(start).trim();
  if (format.lastIndexOf('}}') < 0 || label.includes('{') || label.includes('}')) return '';
  return label;
};

// A format this calendar shows as it is: "[Year ]{{placeholder}}[ -] label" (or the era's name).
const showsAsHere = (format: string, era: Era) => {
  const plain = format.replace(/\s+/g, ' ').replace(/^Year /, '');
  const year = `{{${placeholderOf(era)}}}`;
  if (!plain.startsWith(year)) return false;
  const rest = plain
    .slice(year.length)
    .replace(/^ ?- ?/, ' ')
    .trim();
  return rest === (era.abbreviation || '{{era_name}}');
};

const sampleOf = (era: Era) => {
  const year = placeholderOf(era) === 'year' ? (era.startYear ?? 1) : 1;
  return `${year} ${era.abbreviation || era.name}`;
};

// The date's position in its year: the first day of the first timespan starts the year.
const startsMidYear = (raw: FcEra) => (raw.date?.timespan ?? 0) > 0 || (raw.date?.day ?? 1) > 1;

interface Placed {
  raw: FcEra;
  era: Era;
}

const eraOf = (names: NameReader, raw: FcEra, index: number, startYear: number | null): Era => {
  const name = names.of(raw.name, ERA_NAME_MAX, m.eraName(index + 1));
  // A label too long for an abbreviation is left out: the era's name shows instead.
  const label = labelOf(customFormat(raw));
  const abbreviation = label.length > ERA_ABBREVIATION_MAX ? '' : names.of(label, ERA_ABBREVIATION_MAX, '');
  return startYear === null
    ? { name, abbreviation, startYear: null, counting: 'up' }
    : { name, abbreviation, startYear, counting: 'up', restart: flag(raw.settings?.restart) };
};

/** The eras of a Fantasy-Calendar export, in order, with a note for everything they lose. */
export const erasOf = (raws: readonly FcEra[], hasYearZero: boolean, names: NameReader, notes: Notes): Era[] => {
  const starting = raws.filter((raw) => flag(raw.settings?.starting_era));
  for (const extra of starting.slice(1)) notes.push(m.extraStartingEra(names.of(extra.name, ERA_NAME_MAX, m.eraName(raws.indexOf(extra) + 1))));

  const dated: Placed[] = [];
  const byDate = raws
    .map((raw, index) => ({ raw, index }))
    .filter(({ raw }) => !flag(raw.settings?.starting_era))
    .sort(
      (a, b) =>
        (a.raw.date?.year ?? 0) - (b.raw.date?.year ?? 0) ||
        (a.raw.date?.timespan ?? 0) - (b.raw.date?.timespan ?? 0) ||
        (a.raw.date?.day ?? 0) - (b.raw.date?.day ?? 0),
    );
  for (const { raw, index } of byDate) {
    const year = raw.date?.year;
    const era = eraOf(names, raw, index, year ?? null);
    if (year === undefined || Math.abs(year) > YEAR_MAX || (year === 0 && !hasYearZero)) {
      notes.push(m.eraYearMissing(era.name, year ?? 0));
      continue;
    }
    const before = dated[dated.length - 1];
    if (before && before.era.startYear === year) {
      notes.push(m.eraSameYear(before.era.name, era.name, year));
      dated.pop();
    }
    dated.push({ raw, era });
  }

  const first = starting[0];
  const all: Placed[] = [...(first ? [{ raw: first, era: eraOf(names, first, raws.indexOf(first), null) }] : []), ...dated];
  if (all.length > ERAS_MAX) notes.push(m.tooManyEras(all.length));
  const kept = all.slice(0, ERAS_MAX);

  // A first era shown as "{{abs_year}} BC" before an era starting in year 1 (year 0 with one)
  // counts down here: the year before the next era is its year 1, as |year| is there.
  const next = kept[1]?.era.startYear;
  if (first && kept[0]?.raw === first && customFormat(first).includes('{{abs_year}}') && next === (hasYearZero ? 0 : 1)) kept[0].era.counting = 'down';

  for (const { raw, era } of kept) {
    if (era.startYear !== null) {
      if (startsMidYear(raw)) notes.push(m.eraMidYear(era.name, era.startYear));
      if (flag(raw.settings?.ends_year)) notes.push(m.eraEndsYear(era.name));
      if (era.restart && (hasYearZero || era.startYear < 0)) notes.push(m.eraYearZero(era.name));
    }
    const format = customFormat(raw);
    if (format && !showsAsHere(format, era))
      notes.push(m.eraFormat(era.name, format.length > FORMAT_SHOWN_MAX ? `${format.slice(0, FORMAT_SHOWN_MAX)}…` : format, sampleOf(era)));
  }
  const described = kept.filter(({ raw }) => fcText(raw.description).trim() !== '').map(({ era }) => era.name);
  if (described.length > 0) notes.push(m.eraDescriptions(described));
  return kept.map(({ era }) => era);
};
