import { ExportWiki } from '../exports/exportFormat';
import { invalid } from '../shared/errors';
import { importMessages as m } from './importMessages';
import { checkWikiRules } from './importRules';
import { parentsFirst } from './parentsFirst';
import { mapSectionLinks } from './sectionTokens';
import type { WorldPlanning } from './worldPlanning';

// Wikis, parents first; pictures, header fields and sections get new ids, pictures the
// export's renamed media, the sections' `[[type:id]]` links the export's new element ids. Their
// lifespans and dated parts keep their periods, but those the world's calendar lacks (worldPlanning.ts).
export const planWikis = (p: WorldPlanning, ids: readonly string[]) =>
  parentsFirst(
    ids.map((id) => p.element('wiki', ExportWiki, id, checkWikiRules)),
    ({ path, file }) => {
      if (file.parentId !== null && !p.ids.wiki.has(file.parentId)) throw invalid(m.danglingParent(path, file.parentId));
      return {
        ...file,
        id: p.elementId(file.id),
        parentId: file.parentId === null ? null : p.elementId(file.parentId),
        visibility: 'private' as const,
        images: file.images.map((picture) => ({
          ...picture,
          id: p.newId(),
          name: p.image(path, picture.name),
          mediaId: picture.mediaId === null ? null : (p.media.byId.get(picture.mediaId)?.id ?? p.media.byName.get(picture.name)?.id ?? null),
        })),
        lifespan: p.periodOfCopy(file.lifespan),
        headerFields: file.headerFields.map((field) => ({ ...field, id: p.newId(), period: p.periodOfCopy(field.period) })),
        sections: file.sections.map((section) => ({
          ...section,
          id: p.newId(),
          period: p.periodOfCopy(section.period),
          content: mapSectionLinks(section.content, (link) => (p.ids[link.type].has(link.id) ? p.elementId(link.id) : null)),
        })),
        backgroundImage: p.image(path, file.backgroundImage),
      };
    },
  );
