import { z } from 'zod';
import { displayName } from '../shared/displayName';
import { checkDisplayName } from '../shared/displayText';
import { worldMessages as wm } from '../worlds/worldMessages';
import type { SentKey } from './language.commands';
import { keyProblem, normalizeKey } from './languageKeys';
import { LANGUAGE_KEYS_MAX, LANGUAGE_PART_ID, LANGUAGE_WORDS_MAX, MEANING_MAX, WORD_TYPES } from './languageLimits';
import { languageMessages as m } from './languageMessages';
import { LANGUAGE_RENAME_RULE, LANGUAGE_TITLE_RULE } from './languageTitle';
import { WORD_RULE } from './languageWordRule';

// Request bodies, params, queries and multipart fields of the language routes
// (product.md §7). Names and words go through the one text rule
// (shared/displayText.ts); keys through languageKeys.ts; lengths come from languageLimits.ts.
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);
const languageID = id(m.chooseLanguage);
const worldID = id(wm.chooseWorld);
const partId = (message: string) => z.string({ error: message }).regex(LANGUAGE_PART_ID, message);
const revision = z.number({ error: m.revisionInvalid }).int(m.revisionInvalid).min(0, m.revisionInvalid).max(Number.MAX_SAFE_INTEGER, m.revisionInvalid);
const index = z.number({ error: m.indexInvalid }).int(m.indexInvalid).min(0, m.indexInvalid).max(LANGUAGE_WORDS_MAX, m.indexInvalid);

export const LanguageIdParams = z.object({ id: z.string().max(200, m.notFound) });
export const LanguagesQuery = z.object({ worldID });

export const NewLanguageBody = z.object({ title: displayName(LANGUAGE_TITLE_RULE), worldID });
export const RenameLanguageBody = z.object({ languageID, worldID, title: displayName(LANGUAGE_RENAME_RULE) });
export const DeleteLanguageBody = z.object({ languageID, worldID });

// A word of the lexicon. product.md calls it a stem in its calls: `stem` is taken for `word`.
// One object and one transform per word, the text rule called directly: a lexicon is checked
// 20,000 words at a time (an intersection and a schema built per word took ~30 µs a word).
const wordFields = {
  word: z.string({ error: m.wordBlank }).optional(),
  stem: z.string({ error: m.wordBlank }).optional(),
  meaning: z
    .string({ error: m.meaningTooLong })
    .max(MEANING_MAX * 4, m.meaningTooLong)
    .default(''),
  type: z.enum(WORD_TYPES, { error: m.unknownWordType }),
};
const withWordChecked = <T extends { word?: string | undefined; stem?: string | undefined }>({ word, stem, ...rest }: T, ctx: z.RefinementCtx<T>) => {
  const raw = word ?? stem;
  const checked = raw === undefined ? null : checkDisplayName(raw, WORD_RULE);
  if (checked?.ok) return { ...rest, word: checked.text };
  ctx.addIssue({ code: 'custom', message: checked?.message ?? WORD_RULE.blank });
  return z.NEVER;
};
const WordBody = z.object(wordFields).transform(withWordChecked);
const SentWordBody = z.object({ ...wordFields, _id: partId(m.wordIdInvalid).optional(), revision: revision.optional() }).transform(withWordChecked);

// PUT language/{id}/updateStems/: the whole lexicon in order. Words without an _id are new. A
// word left out is deleted (unless changed after `revision`, the language revision the list was
// read at: 409).
export const UpdateStemsBody = z.object({
  languageID: languageID.optional(),
  stems: z.array(SentWordBody, { error: m.chooseWord }).max(LANGUAGE_WORDS_MAX, m.tooManyWords),
  revision: revision.optional(),
});
export type UpdateStemsBody = z.infer<typeof UpdateStemsBody>;

export const AddStemBody = z.object({ languageID, stem: WordBody, index: index.optional() });
export type AddStemBody = z.infer<typeof AddStemBody>;
export const UpdateStemBody = z.object({ languageID, index, stem: WordBody, stemID: partId(m.wordIdInvalid).optional(), revision: revision.optional() });
export type UpdateStemBody = z.infer<typeof UpdateStemBody>;
export const DeleteStemBody = z.object({ languageID, index, stemID: partId(m.wordIdInvalid).optional() });
export type DeleteStemBody = z.infer<typeof DeleteStemBody>;

const keyID = partId(m.keyIdInvalid);
const KeyEntryBody = z.object({
  _id: keyID,
  order: z
    .number({ error: m.orderInvalid })
    .int(m.orderInvalid)
    .min(0, m.orderInvalid)
    .max(LANGUAGE_KEYS_MAX * 10, m.orderInvalid),
  rune: z.string({ error: m.chooseRune }).min(1, m.chooseRune).max(200, m.chooseRune).nullable().default(null),
  revision: revision.optional(),
});

// PUT language/updateKeyMap: the whole key map keyed by key string, as the product's keyMap. A key
// left out is deleted (unless changed after `revision`: 409). With removedKeyIDs (even empty)
// the body is a change, as map points are sent: keyMap holds only the keys added or changed
// (a key under a new string with its _id is a rename), the keys named in removedKeyIDs are
// deleted and every other key stays (languageKeyChange.ts).
export const UpdateKeyMapBody = z.object({
  languageID,
  keyMap: z
    .record(z.string(), KeyEntryBody, { error: m.keyBlank })
    .refine((keyMap) => Object.keys(keyMap).length <= LANGUAGE_KEYS_MAX, m.tooManyKeys)
    .transform((keyMap, ctx): SentKey[] => {
      const seen = new Set<string>();
      const keys: SentKey[] = [];
      for (const [raw, entry] of Object.entries(keyMap)) {
        const key = normalizeKey(raw);
        const problem = keyProblem(key) ?? (seen.has(key) ? m.keyInUse(key) : null);
        if (problem) {
          ctx.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
        seen.add(key);
        keys.push({ ...entry, key });
      }
      return keys;
    }),
  removedKeyIDs: z.array(keyID, { error: m.chooseRemovedKeys }).max(LANGUAGE_KEYS_MAX, m.tooManyKeys).optional(),
  revision: revision.optional(),
});
export type UpdateKeyMapBody = z.infer<typeof UpdateKeyMapBody>;

// POST language/uploadRune's text field; the picture is the multipart file field `rune`.
export const RuneFields = z.object({ languageID });
export const DeleteRuneBody = z.object({ languageID, rune: z.string({ error: m.chooseRune }).min(1, m.chooseRune).max(200, m.chooseRune) });
