import { ExportLanguage } from '../exports/exportFormat';
import { checkLanguageRules } from './importRules';
import type { WorldPlanning } from './worldPlanning';

// Languages: keys and words get new ids, runes the export's renamed media.
export const planLanguages = (p: WorldPlanning, ids: readonly string[]) =>
  ids.map((id) => {
    const { path, file } = p.element('language', ExportLanguage, id, checkLanguageRules);
    return {
      ...file,
      id: p.elementId(file.id),
      visibility: 'private' as const,
      keys: file.keys.map((key) => ({ ...key, id: p.newId(), rune: p.maybeImage(path, key.rune) })),
      runeImages: file.runeImages.map((rune) => p.image(path, rune)),
      words: file.words.map((word) => ({ ...word, id: p.newId() })),
    };
  });
