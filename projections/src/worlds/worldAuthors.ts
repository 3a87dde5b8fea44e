import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { DEFAULT_AVATAR } from '@lorewright/domain/media/imageUrl';
import type { WorldAuthor } from '@lorewright/domain/worlds/worldView';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';

// World and invitation documents show their author's name and avatar. A projection that shows
// them keeps its own `authors` collection (a projection reads only what it writes) and rewrites
// the copies in `documents` (those with that authorID) when the author changes either.
type On<T extends AccountEvent['type']> = (event: ProjectedEvent<Extract<AccountEvent, { type: T }>>, db: ProjectionStore) => Promise<void>;

export const AUTHORS = 'authors';

export const authorCopyHandlers = (
  documents: string,
): { UserRegistered: On<'UserRegistered'>; ProfileUpdated: On<'ProfileUpdated'>; AvatarChanged: On<'AvatarChanged'> } => ({
  UserRegistered: async (event, db) => {
    const { userId, name, avatarImage } = event.data;
    const author: WorldAuthor = { _id: userId, name, avatarImage };
    await db.collection(AUTHORS).put({ ...author });
  },
  ProfileUpdated: async (event, db) => {
    const { userId, name } = event.data;
    if (name === undefined) return;
    await db.collection(AUTHORS).update(userId, { $set: { name } });
    await db.collection(documents).updateMany({ authorID: userId }, { $set: { 'author.name': name } });
  },
  AvatarChanged: async (event, db) => {
    const { userId, avatarImage } = event.data;
    await db.collection(AUTHORS).update(userId, { $set: { avatarImage } });
    await db.collection(documents).updateMany({ authorID: userId }, { $set: { 'author.avatarImage': avatarImage } });
  },
});

export const authorOf = async (db: ProjectionStore, userId: string): Promise<WorldAuthor> => {
  const author = (await db.collection(AUTHORS).get(userId)) as WorldAuthor | null;
  return author ? { _id: author._id, name: author.name, avatarImage: author.avatarImage } : { _id: userId, name: '', avatarImage: DEFAULT_AVATAR };
};
