import { requireFeature } from '@lorewright/domain/accounts/permissions';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { forbidden } from '@lorewright/domain/shared/errors';
import { canEditWorld, type ElementWorldFacts } from '@lorewright/domain/worlds/worldAccess';
import type { LanguageActor } from './languageDeps';

// The decider's author and permission rules, applied early: before a rune upload is read or
// stored (as maps, mapAccess.ts). The decider applies them again on the stream.
export const requireLanguageEditor = (world: ElementWorldFacts, actor: LanguageActor, now: Date) => {
  if (!canEditWorld(world, actor.id)) throw forbidden(m.onlyAuthor);
  requireFeature(actor.permissions, 'languages', now);
};
