import type { KeyMapUpdate, LanguageCommand } from '@lorewright/domain/languages/language.commands';
import { languageDecider } from '@lorewright/domain/languages/language.decide';
import type { LanguageEvent } from '@lorewright/domain/languages/language.events';
import { ownPart, type LanguageState } from '@lorewright/domain/languages/language.state';
import { LANGUAGE_RUNES_MAX } from '@lorewright/domain/languages/languageLimits';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { languageKeyRuneSlot } from '@lorewright/domain/media/mediaSlots';
import { invalid, isDomainError, notFound } from '@lorewright/domain/shared/errors';
import type { CommandContext } from '../pipeline/commandContext';
import type { CommandResult } from '../pipeline/handleCommand';
import { lastPosition } from '../shared/lastPosition';
import { mediaLibraryOf } from '../elements/elementEditor';
import type { PaidWorldFacts } from '../worlds/elementWorld';
import { requireLanguageEditor } from './languageAccess';
import type { LanguageActor, LanguageDeps, LanguagePlace } from './languageDeps';
import type { LanguageStates } from './languageStates';

type OnLanguage = (languageId: string, command: LanguageCommand, context: CommandContext) => Promise<CommandResult<LanguageEvent, LanguageState>>;
type PlaceOf = (languageId: string) => Promise<{ place: LanguagePlace; world: PaidWorldFacts }>;
type Base = (actor: LanguageActor, world: PaidWorldFacts) => Pick<LanguageCommand, 'actorId' | 'world' | 'permissions' | 'now'>;
// previous: the media item the key's slot holds now (its present rune's), put back on refusal.
type SlotFill = { keyId: string; slot: string; mediaId: string; previous: string | null };

// The slots a decision fills: each key that shows a new rune holds that rune's media item.
const slotsFilled = (place: LanguagePlace, state: LanguageState, events: readonly LanguageEvent[]): SlotFill[] =>
  events.flatMap((event) => {
    const shown =
      event.type === 'LanguageKeyRuneSet'
        ? { keyId: event.data.keyId, rune: event.data.rune }
        : event.type === 'LanguageKeyAdded'
          ? { keyId: event.data.key._id, rune: event.data.key.rune }
          : null;
    if (!shown?.rune) return [];
    const previous = ownPart(state.keys, shown.keyId)?.rune?.mediaId ?? null;
    return [{ keyId: shown.keyId, slot: languageKeyRuneSlot(place.worldID, place._id, shown.keyId), mediaId: shown.rune.mediaId, previous }];
  });

// A rune whose media item was deleted in the library is no longer one of the language's.
const goneRune = (error: unknown): never => {
  throw isDomainError(error) && error.kind === 'notFound' ? invalid(m.chooseRune) : error;
};

// The keys whose rune a decision let go: deleted keys and cleared runes.
const releasedKeyIds = (events: readonly LanguageEvent[]) =>
  events.flatMap((event) => (event.type === 'LanguageKeyDeleted' || event.type === 'LanguageKeyRuneCleared' ? [event.data.keyId] : []));

// Runes are pictures in the author's media library (folder 'runes'). Uploaded, a rune is only in
// the picker; it is active while a key shows it: each key's rune fills the key's slot under the
// language's scope, before the language shows it (so a media item deleted in the library cannot
// be mapped), and is given back when the language refuses the change (as slotHolding.ts does for
// one slot).
export const createLanguageMedia = (deps: LanguageDeps, states: LanguageStates, onLanguage: OnLanguage, placeOf: PlaceOf, base: Base) => {
  // Fills every slot in one decision of the library, then runs change; on refusal each filled
  // slot gets back what it held (the key's present rune, known from the language, so the library
  // need not be read for it).
  const holdingAll = async <T>(libraryOwnerId: string, fills: readonly SlotFill[], context: CommandContext, change: () => Promise<T>) => {
    if (fills.length === 0) return { filled: null, result: await change() };
    const { position: filled } = await deps.media
      .setSlots(
        libraryOwnerId,
        fills.map(({ slot, mediaId }) => ({ slot, mediaId })),
        context,
      )
      .catch(goneRune);
    try {
      return { filled, result: await change() };
    } catch (error) {
      // Reversed: a slot named twice ends as it was before the first fill (the last setting wins).
      const previous = fills.map(({ slot, previous: mediaId }) => ({ slot, mediaId })).reverse();
      await deps.media.setSlots(libraryOwnerId, previous, context).catch(() => undefined);
      throw error;
    }
  };

  const activeLanguage = async (languageId: string) => {
    const state = await states.read(languageId);
    if (state.status !== 'active') throw notFound(m.notFound);
    return state;
  };

  return {
    // One event per changed key (languagePartChanges.ts), from the whole map or from a change of
    // it (languageKeyChange.ts); a deleted key or a cleared rune gives its media item back
    // (clearing a slot that holds nothing changes nothing). Slots are per key and follow the
    // events, so a change touches only its own keys' slots, never one an unchanged key holds.
    updateKeyMap: async (actor: LanguageActor, languageId: string, sent: KeyMapUpdate, seenRevision: number | undefined, context: CommandContext) => {
      const { place, world } = await placeOf(languageId);
      const command = base(actor, world);
      requireLanguageEditor(world, languageId, actor.id, new Date(command.now));
      const update: LanguageCommand = { ...command, type: 'UpdateKeyMap', ...(Array.isArray(sent) ? { keys: sent } : sent), seenRevision };
      // Decided once on the state as read, so a refused map (bad keys, a stale copy) touches no
      // slot, and the slots filled are those of the runes the language will show.
      const before = await activeLanguage(languageId);
      const planned = slotsFilled(place, before, languageDecider.decide(update, before));
      const { filled, result } = await holdingAll(mediaLibraryOf(world), planned, context, () => onLanguage(languageId, update, context));
      // The stream decided again (a map may have landed in between): each slot touched ends up
      // holding what its key now shows; deleted keys and cleared runes give theirs back.
      const plannedShown = new Map(planned.map((fill) => [fill.keyId, fill.mediaId]));
      const touched = new Set([...planned, ...slotsFilled(place, before, result.events)].map((fill) => fill.keyId));
      const settle = [...new Set([...touched, ...releasedKeyIds(result.events)])].flatMap((keyId) => {
        const mediaId = ownPart(result.state.keys, keyId)?.rune?.mediaId ?? null;
        if (mediaId && plannedShown.get(keyId) === mediaId) return [];
        return [{ slot: languageKeyRuneSlot(place.worldID, languageId, keyId), mediaId }];
      });
      const position = lastPosition(filled, result.position);
      if (settle.length === 0) return { position };
      return { position: lastPosition(position, (await deps.media.setSlots(mediaLibraryOf(world), settle, context)).position) };
    },

    // The cap is checked before the bytes are stored; the library checks they are an image and
    // fit the quota. The rune waits in the picker until a key maps it.
    uploadRune: async (actor: LanguageActor, languageId: string, bytes: Uint8Array, context: CommandContext) => {
      const { world } = await placeOf(languageId);
      const command = base(actor, world);
      requireLanguageEditor(world, languageId, actor.id, new Date(command.now));
      if ((await activeLanguage(languageId)).runes.length >= LANGUAGE_RUNES_MAX) throw invalid(m.tooManyRunes);
      const uploaded = await deps.media.upload(mediaLibraryOf(world), 'runes', bytes, context);
      const rune = { name: uploaded.name, mediaId: uploaded.mediaId };
      const added = await onLanguage(languageId, { ...command, type: 'AddRune', rune }, context);
      return { rune: uploaded.name, position: lastPosition(uploaded.position, added.position) };
    },
  };
};
