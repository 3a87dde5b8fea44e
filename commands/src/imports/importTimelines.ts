import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { PlannedWorld } from '@lorewright/domain/imports/importPlan';
import { DEFAULT_ZONE_ID } from '@lorewright/domain/timelines/timelineLimits';
import { hasSectionLinks, mapSectionLinks } from '@lorewright/domain/imports/sectionTokens';
import type { WorldImport } from './worldImport';

type PlannedTimeline = PlannedWorld['timelines'][number];

// A line's points as updateNodes takes them.
const nodesOf = (line: PlannedTimeline['lines'][number]) =>
  line.nodes.map((node) => ({
    _id: node.id,
    title: node.title,
    subtitle: node.subtitle,
    type: node.type,
    year: node.date.year,
    month: node.date.month,
    day: node.date.day,
    end: node.end,
    parent: node.parent,
    // The export's secret marks come back with the points.
    secret: !!node.secret,
  }));

// A timeline: made, its zones (replacing the default one unless the export kept it), calendar,
// look, lines, then each line's points and their pictures; links (and the mentions in points'
// subtitles) once every element exists.
const importTimeline = async (w: WorldImport, timeline: PlannedTimeline) => {
  const { ports, actor, context } = w;
  const { title, description, start, end, backgroundImage } = timeline;
  const made = await ports.timelines.create(actor, { worldID: w.worldId, title, description, start, end, backgroundImage }, context);
  w.made(timeline.id, made.timelineId);
  await ports.settle(made.position);
  const zones = timeline.zones.map((zone) => ({ _id: zone.id, name: zone.name, start: zone.start, end: zone.end }));
  const removed = zones.some((zone) => zone._id === DEFAULT_ZONE_ID) ? [] : [DEFAULT_ZONE_ID];
  await w.step(ports.timelines.updateZones(actor, made.timelineId, zones, removed, context));
  await w.step(ports.timelines.changeCalendar(actor, made.timelineId, timeline.calendar as unknown as Calendar, context));
  await w.step(ports.timelines.customise(actor, made.timelineId, { overlayColor: timeline.overlayColor, overlayOpacity: timeline.overlayOpacity }, context));
  const lines = timeline.lines.map((line) => ({ _id: line.id, name: line.name }));
  if (lines.length > 0) await w.step(ports.timelines.updateLines(actor, made.timelineId, lines, [], context));
  for (const line of timeline.lines) {
    const nodes = nodesOf(line);
    if (nodes.length > 0) await w.step(ports.timelines.updateNodes(actor, made.timelineId, { lineID: line.id, nodes }, context));
    // Points whose subtitles mention elements are saved again once every element exists.
    const mentioning = nodes.filter((node) => hasSectionLinks(node.subtitle));
    if (mentioning.length > 0)
      w.later(async () => {
        const again = mentioning.map((node) => ({ ...node, subtitle: mapSectionLinks(node.subtitle, (link) => w.idOf(link.id)) }));
        await w.step(ports.timelines.updateNodes(actor, made.timelineId, { lineID: line.id, nodes: again }, context));
      });
    for (const node of line.nodes) {
      const address = { lineID: line.id, nodeID: node.id };
      const image = w.mediaOf(node.image);
      if (image) await w.step(ports.timelines.uploadNodeImage(actor, made.timelineId, address, await w.bytesOf(image), context));
      for (const link of node.links) w.later(() => w.step(ports.timelines.addLink(actor, made.timelineId, address, { ...link, id: w.idOf(link.id) }, context)));
    }
  }
};

export const importTimelines = async (w: WorldImport, timelines: readonly PlannedTimeline[]) => {
  for (const timeline of timelines) await importTimeline(w, timeline);
};
