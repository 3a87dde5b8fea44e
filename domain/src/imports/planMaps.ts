import { ExportMap } from '../exports/exportFormat';
import { invalid } from '../shared/errors';
import { importMessages as m } from './importMessages';
import { checkMapRules } from './importRules';
import { mapSectionLinks } from './sectionTokens';
import type { WorldPlanning } from './worldPlanning';

// Maps: a map is made from its uploaded picture, which must be one of the export's files;
// points get new ids, their pictures, links and mentions the export's renamed media and elements;
// periods the world's calendar lacks are left out (worldPlanning.ts periodOfCopy).
export const planMaps = (p: WorldPlanning, ids: readonly string[]) =>
  ids.map((id) => {
    const { path, file } = p.element('map', ExportMap, id, checkMapRules);
    const picture = p.image(path, file.image);
    if (![...p.media.byName.values()].some((item) => item.name === picture)) throw invalid(m.danglingMedia(path, file.image));
    return {
      ...file,
      id: p.elementId(file.id),
      visibility: 'private' as const,
      image: picture,
      points: file.points.map((point) => ({
        ...point,
        id: p.newId(),
        period: p.periodOfCopy(point.period),
        // Mentions (`[[type:id]]`) name the export's new element ids, as a wiki section's do.
        description: mapSectionLinks(point.description, (link) => (p.ids[link.type].has(link.id) ? p.elementId(link.id) : null)),
        image: p.maybeImage(path, point.image),
        links: point.links.map((target) => ({ ...p.link(path, target) })),
      })),
    };
  });
