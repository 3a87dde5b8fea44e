import { ExportWriting } from '../exports/exportFormat';
import { invalid } from '../shared/errors';
import { importMessages as m } from './importMessages';
import { checkWritingRules } from './importRules';
import { parentsFirst } from './parentsFirst';
import type { WorldPlanning } from './worldPlanning';

// Writings, parents first: a parent must be a folder of the export; scenes get new ids, their
// backgrounds and links the export's renamed media and elements; dates the world's calendar lacks
// are left out (worldPlanning.ts dateOfCopy).
export const planWritings = (p: WorldPlanning, ids: readonly string[]) => {
  const writings = ids.map((id) => p.element('writing', ExportWriting, id, checkWritingRules));
  return parentsFirst(writings, ({ path, file }) => {
    if (file.parentId !== null) {
      const parent = writings.find((other) => other.file.id === file.parentId);
      if (!parent) throw invalid(m.danglingParent(path, file.parentId));
      if (parent.file.type !== 'folder') throw invalid(m.parentNotFolder(path));
    }
    return {
      ...file,
      id: p.elementId(file.id),
      parentId: file.parentId === null ? null : p.elementId(file.parentId),
      visibility: 'private' as const,
      scenes: file.scenes.map((scene) => ({
        ...scene,
        id: p.newId(),
        date: p.dateOfCopy(scene.date),
        backgroundImage: p.image(path, scene.backgroundImage),
        content: scene.content.map((run) => (run.link && 'type' in run.link ? { ...run, link: p.link(path, run.link) } : run)),
      })),
    };
  });
};
