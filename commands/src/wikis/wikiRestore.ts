import type { WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import { notFound } from '@lorewright/domain/shared/errors';
import type { UpdateWikiBody } from '@lorewright/domain/wikis/wiki.bodies';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import { evolveWiki, initialWikiState, type WikiState } from '@lorewright/domain/wikis/wiki.state';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { samePeriod } from '@lorewright/domain/wikis/wikiPeriods';
import type { EventSource } from '../eventStore/streamReader';
import { createVersionReader, type Version } from '../history/versionReader';
import type { CommandContext } from '../pipeline/commandContext';
import type { WikiCommands } from './wikiCommands';
import type { WikiLookups } from './wikiDeps';
import { wikiStream } from './wikiStream';

export const wikiRestoreMessages = {
  nothingThere: 'This wiki has no such version.',
};

// The write side's state plus what only the creation says (where the wiki sits, when it was
// made), so a version reads as the wiki's page does.
export interface WikiVersionState extends WikiState {
  parentId: string | null;
  createdOn: string;
}

const initialVersionState = (): WikiVersionState => ({ ...initialWikiState(), parentId: null, createdOn: '' });
const evolveVersion = (state: WikiVersionState, event: WikiEvent): WikiVersionState => {
  const next = { ...state, ...evolveWiki(state, event) };
  return event.type === 'WikiCreated' ? { ...next, parentId: event.data.parentId, createdOn: event.data.createdOn } : next;
};

// The one edit that turns `now` into `target`: title, subtitle, overlay, background, header
// fields and sections, and the visibility and order of the images both versions hold. An image
// removed since cannot come back (its slot in the library was released) and one added since
// stays; a library background no longer in the restorer's library stays as it is now. Each
// section is sent on the revision it was read at, so an edit made in between is a conflict. The
// version's dates come back with it: a part's period and the wiki's life are sent only where they
// differ from now (left out keeps them), so restoring never re-checks a date already stored.
export const restoreChanges = (target: WikiState, now: WikiState, libraryBackground: boolean): UpdateWikiBody => {
  const targetIds = new Set(target.sections.map((section) => section._id));
  const nowSections = new Set(now.sections.map((section) => section._id));
  const targetFields = new Set(target.headerFields.map((field) => field._id));
  const nowImages = new Set(now.images.map((image) => image._id));
  const nowPeriods = new Map([...now.headerFields, ...now.sections].map((part) => [part._id, part.period]));
  // null removes a period the version did not have.
  const periodChange = (_id: string, period: WorldPeriod | undefined) =>
    nowPeriods.has(_id) && samePeriod(nowPeriods.get(_id), period) ? {} : { period: period ?? null };
  const sameBackground = target.backgroundImage === now.backgroundImage && target.backgroundMediaId === now.backgroundMediaId;
  const background: Pick<UpdateWikiBody, 'backgroundImage' | 'backgroundMediaID'> = sameBackground
    ? {}
    : target.backgroundMediaId === null
      ? { backgroundImage: target.backgroundImage }
      : libraryBackground
        ? { backgroundMediaID: target.backgroundMediaId }
        : {};
  return {
    title: target.title,
    subtitle: target.subtitle,
    overlayOpacity: target.overlayOpacity,
    ...background,
    images: target.images.filter((image) => nowImages.has(image._id)).map(({ _id, visibility }) => ({ _id, visibility })),
    ...(samePeriod(target.lifespan, now.lifespan) ? {} : { lifespan: target.lifespan }),
    headerFields: target.headerFields.map(({ _id, field, value, secret, period }) => ({ _id, field, value, secret: !!secret, ...periodChange(_id, period) })),
    removedHeaderFieldIDs: now.headerFields.filter((field) => !targetFields.has(field._id)).map((field) => field._id),
    // The version's secret marks come back with its text.
    sections: target.sections.map(({ _id, title, content, secret, period }) => ({
      _id,
      title,
      content,
      secret: !!secret,
      ...periodChange(_id, period),
      ...(nowSections.has(_id) ? { revision: now.revision } : {}),
    })),
    removedSectionIDs: now.sections.filter((section) => !targetIds.has(section._id)).map((section) => section._id),
  };
};

// A wiki's earlier versions and Restore: one ordinary edit through the wiki's own
// command (the decider appends one event per part that differs), so nothing is rewritten and
// restoring the version that is already current appends nothing. Visibility stays as it is now
// (as a writing's): publishing is not part of a version's content.
export const createWikiHistory = (source: EventSource, ports: { wikis: Pick<WikiCommands, 'update'> } & Pick<WikiLookups, 'mediaItem'>) => {
  const versions = createVersionReader<WikiEvent, WikiVersionState>(source, { initialState: initialVersionState, evolve: evolveVersion });

  const versionAt = (wikiId: string, revision: number): Promise<Version<WikiVersionState> | null> => versions.at(wikiStream(wikiId), revision);

  const current = async (wikiId: string) => {
    const head = await versions.head(wikiStream(wikiId));
    return head === null ? null : versionAt(wikiId, head);
  };

  // The library the wiki's pictures live in (its world owner's, who authored it) still holds the
  // picture (the wiki's rule for a library background).
  const inLibrary = async (libraryOwnerId: string, mediaId: string | null) => {
    if (mediaId === null) return false;
    const item = await ports.mediaItem(mediaId);
    return item !== null && item.ownerID === libraryOwnerId;
  };

  return {
    versionAt,
    current,

    restore: async (actorId: string, wikiId: string, revision: number, context: CommandContext) => {
      const [target, now] = await Promise.all([versionAt(wikiId, revision), current(wikiId)]);
      if (!now || now.state.status !== 'active') throw notFound(m.notFound);
      if (!target || target.state.status !== 'active') throw notFound(wikiRestoreMessages.nothingThere);
      const changes = restoreChanges(target.state, now.state, await inLibrary(now.state.authorId, target.state.backgroundMediaId));
      return ports.wikis.update(actorId, wikiId, changes, context);
    },
  };
};

export type WikiHistory = ReturnType<typeof createWikiHistory>;
