import type { LanguageCommand, WordInput } from '@lorewright/domain/languages/language.commands';
import { languageDecider } from '@lorewright/domain/languages/language.decide';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { languageScope } from '@lorewright/domain/media/mediaSlots';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { CommandContext } from '../pipeline/commandContext';
import { lastPosition } from '../shared/lastPosition';
import { paidWorldFactsOf, type PaidWorldFacts } from '../worlds/elementWorld';
import { createWorldReader } from '../worlds/worldReader';
import { mediaLibraryOf } from '../elements/elementEditor';
import { requireLanguageEditor } from './languageAccess';
import type { LanguageActor, LanguageDeps, LanguagePorts } from './languageDeps';
import { createLanguageMedia } from './languageMedia';
import { languageStates } from './languageStates';
import { languageStream } from './languageStream';

// A word as updateStems sends it: without an _id it is new, and the server names it.
type ListedWord = WordInput & { _id?: string | undefined; revision?: number | undefined };

// Every language command: HTTP-free, each returning the position the caller waits for. The
// world's facts are read from its stream, with its owner's plan (as maps); the
// decider applies the access and permission rules (as maps, mapCommands.ts).
export const createLanguageCommands = (ports: LanguagePorts) => {
  const deps: LanguageDeps = { ...ports, readWorld: createWorldReader(ports.eventStore, ports.registry) };
  // Every command's state is kept for the reads before a command (languageStates.ts): a key map
  // read after a save of 20,000 words otherwise parsed and folded that save's event again (~60 ms
  // in one turn).
  const states = languageStates(deps);
  const onLanguage = async (languageId: string, command: LanguageCommand, context: CommandContext) => {
    const result = await deps.handle(languageStream(languageId), languageDecider, command, context);
    states.remember(languageId, result.state);
    return result;
  };
  const base = (actor: LanguageActor, world: PaidWorldFacts) => ({
    actorId: actor.id,
    world,
    permissions: world.ownerPermissions,
    now: deps.clock.now().toISOString(),
  });
  const worldOf = (worldId: string) => paidWorldFactsOf(deps.readWorld, deps.permissionsOf, worldId);

  // The language's place and its world's facts, for requests that name only the language.
  const placeOf = async (languageId: string) => {
    const place = await deps.lookups.languagePlace(languageId);
    if (!place) throw notFound(m.notFound);
    return { place, world: await worldOf(place.worldID) };
  };
  const media = createLanguageMedia(deps, states, onLanguage, placeOf, base);
  const positionOf = async (languageId: string, command: LanguageCommand, context: CommandContext) => ({
    position: (await onLanguage(languageId, command, context)).position,
  });
  const onPlaced = async (actor: LanguageActor, languageId: string, change: (command: ReturnType<typeof base>) => LanguageCommand, context: CommandContext) =>
    positionOf(languageId, change(base(actor, (await placeOf(languageId)).world)), context);

  return {
    // The server names the language.
    create: async (actor: LanguageActor, worldId: string, title: string, context: CommandContext) => {
      const languageId = deps.ids.newId();
      const command: LanguageCommand = { ...base(actor, await worldOf(worldId)), type: 'CreateLanguage', languageId, title };
      return { languageId, ...(await positionOf(languageId, command, context)) };
    },

    rename: async (actor: LanguageActor, languageId: string, worldId: string, title: string, context: CommandContext) =>
      positionOf(languageId, { ...base(actor, await worldOf(worldId)), type: 'RenameLanguage', title }, context),

    changeVisibility: async (actor: LanguageActor, languageId: string, worldId: string, visibility: Visibility, context: CommandContext) =>
      positionOf(languageId, { ...base(actor, await worldOf(worldId)), type: 'ChangeLanguageVisibility', visibility }, context),

    // The language goes first; then the runes its keys held are released in the library.
    deleteLanguage: async (actor: LanguageActor, languageId: string, worldId: string, context: CommandContext) => {
      const world = await worldOf(worldId);
      const deleted = await onLanguage(languageId, { ...base(actor, world), type: 'DeleteLanguage' }, context);
      const released = await deps.media.clearScope(mediaLibraryOf(world), languageScope(worldId, languageId), context);
      return { position: lastPosition(deleted.position, released.position) };
    },

    updateKeyMap: media.updateKeyMap,
    uploadRune: media.uploadRune,

    // Out of the picker; the media item stays in the library (its owner may delete it there).
    deleteRune: (actor: LanguageActor, languageId: string, name: string, context: CommandContext) =>
      onPlaced(actor, languageId, (b) => ({ ...b, type: 'RemoveRune', name }), context),

    // The whole lexicon in order; new words are named here.
    updateStems: (actor: LanguageActor, languageId: string, stems: ListedWord[], seenRevision: number | undefined, context: CommandContext) => {
      // Field by field, not spread: 5,000 words spread were ~20 ms of one turn.
      const words = stems.map(({ _id, word, meaning, type, revision }) => ({ _id: _id ?? deps.ids.newId(), word, meaning, type, revision }));
      return onPlaced(actor, languageId, (b) => ({ ...b, type: 'UpdateWords', words, seenRevision }), context);
    },

    addStem: (actor: LanguageActor, languageId: string, word: WordInput, index: number | undefined, context: CommandContext) =>
      onPlaced(actor, languageId, (b) => ({ ...b, type: 'AddWord', word: { ...word, _id: deps.ids.newId() }, index }), context),

    updateStem: (
      actor: LanguageActor,
      languageId: string,
      address: { index: number; wordId?: string | undefined },
      word: WordInput,
      revision: number | undefined,
      context: CommandContext,
    ) => onPlaced(actor, languageId, (b) => ({ ...b, type: 'EditWord', ...address, word, revision }), context),

    deleteStem: (actor: LanguageActor, languageId: string, address: { index: number; wordId?: string | undefined }, context: CommandContext) =>
      onPlaced(actor, languageId, (b) => ({ ...b, type: 'DeleteWord', ...address }), context),

    // For the upload route, which must refuse before it reads the file.
    requireAuthor: async (actor: LanguageActor, languageId: string) =>
      requireLanguageEditor((await placeOf(languageId)).world, languageId, actor.id, deps.clock.now()),
  };
};

export type LanguageCommands = ReturnType<typeof createLanguageCommands>;
