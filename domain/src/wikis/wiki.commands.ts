import type { PointAddress, PointDates } from '../calendars/datePoints';
import type { WorldPeriod } from '../calendars/worldDate';
import type { Visibility } from '../worlds/world.events';
import type { ElementWorldFacts } from '../worlds/worldAccess';
import type { WikiCategory, WikiImage } from './wikiView';

// The wiki a new one is placed under, as the read side knows it.
export interface WikiParentFacts {
  wikiId: string;
  worldId: string;
}

// Only what an edit changes (PUT creation/updateWiki), validated by wiki.bodies.ts. A section
// with a revision is an edit made on that revision; without one it is new. A part sent without
// `secret` keeps its mark (a new one is not secret). A section sent without `content` keeps its
// text (a new one is empty): a co-typed section's text is saved from its room (SaveSectionText).
// A `period` or `lifespan` left out keeps the stored one; null or {} removes it.
export interface WikiChanges {
  title?: string | undefined;
  subtitle?: string | undefined;
  // Already resolved by the handler: an http(s) address, '' for the default, or the author's
  // media file (mediaId set).
  background?: { backgroundImage: string; mediaId: string | null } | undefined;
  overlayOpacity?: number | undefined;
  images?: { _id: string; visibility: Visibility }[] | undefined;
  headerFields?: { _id: string; field: string; value: string; secret?: boolean | undefined; period?: SentPeriod }[] | undefined;
  removedHeaderFieldIDs?: string[] | undefined;
  sections?:
    | { _id: string; title: string; content?: string | undefined; secret?: boolean | undefined; period?: SentPeriod; revision?: number | undefined }[]
    | undefined;
  removedSectionIDs?: string[] | undefined;
  lifespan?: SentPeriod;
}
type SentPeriod = WorldPeriod | null | undefined;

type Base = { actorId: string; world: ElementWorldFacts };

export type WikiCommand =
  | (Base & {
      type: 'CreateWiki';
      wikiId: string;
      category: WikiCategory;
      title: string;
      subtitle: string;
      parent: WikiParentFacts | null;
      // Ids the handler made for the default image and header field.
      defaultImageId: string;
      defaultHeaderFieldId: string;
      createdOn: string;
    })
  | (Base & { type: 'RenameWiki'; title: string })
  | (Base & { type: 'ChangeWikiVisibility'; visibility: Visibility })
  | (Base & { type: 'DeleteWiki' })
  | (Base & { type: 'UpdateWiki'; changes: WikiChanges })
  | (Base & { type: 'AddWikiImage'; image: WikiImage })
  | (Base & { type: 'RemoveWikiImage'; imageId: string })
  // One section's text as its co-typing room holds it: already merged, so made on no revision.
  | (Base & { type: 'SaveSectionText'; sectionId: string; content: string })
  // A timeline point the wiki's dates are taken from moved (wikiDatePoints.ts). No actor's
  // permission is asked: the wiki's editor chose to take the dates from the point.
  | { type: 'FollowDatePoint'; address: PointAddress; dates: PointDates };
