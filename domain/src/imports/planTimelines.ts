import { ExportTimeline } from '../exports/exportFormat';
import { invalid } from '../shared/errors';
import { DEFAULT_ZONE_ID } from '../timelines/timelineLimits';
import { importMessages as m } from './importMessages';
import { checkTimelineRules } from './importRules';
import { mapSectionLinks } from './sectionTokens';
import type { WorldPlanning } from './worldPlanning';

// Timelines: zones, lines and points get new ids (the default zone's id is a fixed name, not an
// identity); a point's parent must be a point of the timeline; pictures and links are renamed.
export const planTimelines = (p: WorldPlanning, ids: readonly string[]) =>
  ids.map((id) => {
    const { path, file } = p.element('timeline', ExportTimeline, id, checkTimelineRules);
    const nodeId = (old: string) => p.pointId(file.id, old);
    const nodeIds = new Set(file.lines.flatMap((line) => line.nodes.map((node) => node.id)));
    return {
      ...file,
      id: p.elementId(file.id),
      visibility: 'private' as const,
      backgroundImage: p.maybeImage(path, file.backgroundImage),
      zones: file.zones.map((zone) => ({ ...zone, id: zone.id === DEFAULT_ZONE_ID ? zone.id : p.newId() })),
      lines: file.lines.map((line) => ({
        ...line,
        id: p.newId(),
        nodes: line.nodes.map((node) => {
          if (node.parent !== null && !nodeIds.has(node.parent)) throw invalid(m.danglingNodeParent(path, node.parent));
          return {
            ...node,
            id: nodeId(node.id),
            // Mentions (`[[type:id]]`) name the export's new element ids, as a wiki section's do.
            subtitle: mapSectionLinks(node.subtitle, (link) => (p.ids[link.type].has(link.id) ? p.elementId(link.id) : null)),
            parent: node.parent === null ? null : nodeId(node.parent),
            image: p.maybeImage(path, node.image),
            links: node.links.map((target) => p.link(path, target)),
          };
        }),
      })),
    };
  });
