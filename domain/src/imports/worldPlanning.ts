import type { z } from 'zod';
import { CalendarBody } from '../calendars/calendar.bodies';
import type { Calendar } from '../calendars/calendar';
import { GREGORIAN_CALENDAR } from '../calendars/defaultCalendars';
import { dateWithPoint, periodWithPoints } from '../calendars/datePoints';
import { periodProblem, worldDateProblem, type DatePoint, type WorldDate, type WorldPeriod } from '../calendars/worldDate';
import { ELEMENT_FOLDERS, ExportTimeline, type ExportWorld } from '../exports/exportFormat';
import { mediaReferenceOf } from '../media/mediaSlots';
import { invalid } from '../shared/errors';
import { importMessages as m } from './importMessages';
import { checkTimelineRules } from './importRules';
import type { ExportFiles, PlannedMedia } from './plannedWorld';

export type NewId = () => string;

// A schema-checked file, or the first issue named with the file and the place in it.
export const parsed = <S extends z.ZodType>(schema: S, files: ExportFiles, path: string): z.infer<S> => {
  const value = files.json(path);
  if (value === undefined) throw invalid(m.missingFile(path));
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(m.schema(path, issue.path.join('.'), issue.message));
};

// Old id → new id, minted on first sight.
export const reminter = (newId: NewId) => {
  const ids = new Map<string, string>();
  return (old: string) => {
    let id = ids.get(old);
    if (id === undefined) ids.set(old, (id = newId()));
    return id;
  };
};

type LinkedKind = 'writing' | 'wiki' | 'map' | 'timeline';

// Media: each file must be in the ZIP with the size world.json gives; its new id names it anew.
const plannedMedia = (files: ExportFiles, worldPath: string, folder: string, world: ExportWorld, newId: NewId) => {
  const byName = new Map<string, PlannedMedia>();
  const byId = new Map<string, PlannedMedia>();
  for (const item of world.media) {
    const path = folder + item.file;
    if (item.file.split('/').includes('..')) throw invalid(m.missingMedia(path));
    const size = files.sizeOf(path);
    if (size === undefined) throw invalid(m.missingMedia(path));
    if (size !== item.size) throw invalid(m.mediaSizeMismatch(path));
    if (byId.has(item.id) || byName.has(item.name)) throw invalid(m.duplicateId(worldPath, item.id));
    const id = newId();
    const extension = item.name.includes('.') ? item.name.slice(item.name.lastIndexOf('.')) : '';
    const planned = { ...item, id, name: `${id}${extension}`, path };
    byName.set(item.name, planned);
    byId.set(item.id, planned);
  }
  return { byName, byId };
};

// The calendar the world's dates are on: its chosen timeline's when the export holds that
// timeline (checked by the timeline rules first), else the Gregorian, as a world that chose none.
const worldCalendarOf = (files: ExportFiles, folder: string, world: ExportWorld): { timelineId: string | null; calendar: Calendar } => {
  const timelineId = world.calendarTimelineId;
  if (!timelineId || !world.elements.timelines.includes(timelineId)) return { timelineId: null, calendar: GREGORIAN_CALENDAR };
  const path = `${folder}${ELEMENT_FOLDERS.timeline}/${timelineId}.json`;
  const timeline = parsed(ExportTimeline, files, path);
  checkTimelineRules(path, timeline);
  return { timelineId, calendar: CalendarBody.parse(timeline.calendar) };
};

// One world of an export being planned, as each kind's planner (plan*.ts) reads it: its files,
// its media renamed, new ids for its elements, and the checks every reference goes through.
export const openWorldPlanning = (files: ExportFiles, worldPath: string, world: ExportWorld, newId: NewId) => {
  const folder = worldPath.slice(0, -'world.json'.length);
  const elementId = reminter(newId);
  const ids: Record<LinkedKind, Set<string>> = {
    writing: new Set(world.elements.writings),
    wiki: new Set(world.elements.wikis),
    map: new Set(world.elements.maps),
    timeline: new Set(world.elements.timelines),
  };
  const media = plannedMedia(files, worldPath, folder, world, newId);
  const calendar = worldCalendarOf(files, folder, world);
  // A timeline point's new id, by its timeline and its old id: the timelines' points and the
  // dates taken from them (planned before the timelines) must meet.
  const pointIds = reminter(newId);
  const pointId = (timelineId: string, nodeId: string) => pointIds(`${timelineId}/${nodeId}`);
  // A date taken from a point of one of the export's timelines names the point's new ids; one
  // taken from a timeline the export lacks keeps its date, without the point.
  // An export's dates are on its world's calendar; one it no longer has (the world dated it, then
  // chose another calendar) is left out rather than refusing the whole import: a backup must
  // come back. The answer says how many.
  let leftOut = 0;
  const onCalendar = (dated: WorldPeriod | WorldDate | null | undefined) => {
    if (!dated) return true;
    const problem = 'year' in dated ? worldDateProblem(calendar.calendar, dated) : periodProblem(calendar.calendar, dated);
    if (problem) leftOut += 1;
    return !problem;
  };
  const pointOfCopy = (point: DatePoint): DatePoint | undefined =>
    ids.timeline.has(point.timelineID) ? { ...point, timelineID: elementId(point.timelineID), nodeID: pointId(point.timelineID, point.nodeID) } : undefined;

  // An image reference: a file of the export (by name or /media/… path), or a bundled or web address kept as it is.
  const image = (path: string, value: string) => {
    if (value === '' || value.startsWith('/assets/') || value.startsWith('assets/') || /^(https?:\/\/|data:image\/)/i.test(value)) return value;
    const byName = media.byName.get(value);
    if (byName) return byName.name;
    const reference = mediaReferenceOf(value);
    const byId = reference && media.byId.get(reference.mediaId);
    if (byId) return byId.name;
    throw invalid(m.danglingMedia(path, value));
  };

  return {
    newId,
    elementId,
    pointId,
    // A period or a date as the copy stores it: dates taken from points name the copy's points
    // (pointOfCopy), and a date the world's calendar does not have is left out and counted.
    periodOfCopy: <P extends WorldPeriod | null | undefined>(period: P): P | undefined =>
      onCalendar(period) ? periodWithPoints(period, pointOfCopy) : undefined,
    dateOfCopy: <D extends WorldDate | null | undefined>(date: D): D | undefined => (onCalendar(date) ? dateWithPoint(date, pointOfCopy) : undefined),
    // How many periods and dates were left out so far.
    datesLeftOut: () => leftOut,
    ids,
    media,
    // The export's timeline whose calendar the world's dates are on (null: the Gregorian).
    calendarTimelineId: calendar.timelineId,
    image,
    maybeImage: (path: string, value: string | null) => (value === null ? null : image(path, value)),
    // A link to an element: it must be one of the export's, and now names its new id.
    link: <L extends { type: LinkedKind; id: string }>(path: string, target: L): L => {
      if (!ids[target.type].has(target.id)) throw invalid(m.danglingLink(path, target.type, target.id));
      return { ...target, id: elementId(target.id) };
    },
    // An element's file, checked by its schema and its kind's rules.
    element: <S extends z.ZodType<{ id: string }>>(
      kind: keyof typeof ELEMENT_FOLDERS,
      schema: S,
      id: string,
      rules: (path: string, file: z.infer<S>) => void,
    ) => {
      const path = `${folder}${ELEMENT_FOLDERS[kind]}/${id}.json`;
      const file = parsed(schema, files, path);
      if (file.id !== id) throw invalid(m.idMismatch(path));
      rules(path, file);
      return { path, file };
    },
  };
};

export type WorldPlanning = ReturnType<typeof openWorldPlanning>;
