import type { PlannedWorld } from '@lorewright/domain/imports/importPlan';
import type { WordType } from '@lorewright/domain/languages/languageLimits';
import type { WorldImport } from './worldImport';

// Languages: made, their runes uploaded first (each upload names its file anew), then the keys
// that show them and the lexicon.
export const importLanguages = async (w: WorldImport, languages: PlannedWorld['languages']) => {
  const { ports, actor, context } = w;
  for (const language of languages) {
    const made = await ports.languages.create(actor, w.worldId, language.title, context);
    w.made(language.id, made.languageId);
    await ports.settle(made.position);
    const runeName = new Map<string, string>();
    for (const rune of language.runeImages) {
      const item = w.mediaOf(rune);
      if (!item) continue;
      const uploaded = await ports.languages.uploadRune(actor, made.languageId, await w.bytesOf(item), context);
      runeName.set(rune, uploaded.rune);
      await ports.settle(uploaded.position);
    }
    const keys = language.keys.map((key, order) => ({
      _id: key.id,
      key: key.key,
      order,
      rune: key.rune === null ? null : (runeName.get(key.rune) ?? key.rune),
    }));
    if (keys.length > 0) await w.step(ports.languages.updateKeyMap(actor, made.languageId, keys, undefined, context));
    const words = language.words.map((word) => ({ _id: word.id, word: word.word, meaning: word.meaning, type: word.type as WordType }));
    if (words.length > 0) await w.step(ports.languages.updateStems(actor, made.languageId, words, undefined, context));
  }
};
