import { z } from 'zod';
import { avatarUrl } from '@lorewright/domain/media/imageUrl';
import { AvatarAnswer, MediaList, mediaMessages as m } from '@lorewright/domain/media/mediaView';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import { commandContext } from '../commandContext';
import { userAfter } from '../accounts/userAfter';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';
import { UserChangedAnswer } from '@lorewright/domain/accounts/userView';

// An id too long to be one is media that does not exist.
const MediaIdParams = z.object({ id: z.string().max(200, m.notFound) });
const UserIdParams = z.object({ id: z.string().max(200, 'User not found.') });

export type MediaRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'media'> & QueriesOf<'accounts' | 'media'>;

// The signed-in user's media library and avatar (product.md §7).
export const mediaRoutes = (ports: MediaRoutePorts) => async (app: ZodApp) => {
  const media = ports.commands.media;
  const queries = ports.queries.media;
  const userById = ports.queries.accounts.userById;

  // A read over POST: a blocked account may still see its files.
  app.post('/user/media', { schema: { response: { 200: MediaList } }, config: { auth: 'required', allowBlocked: true } }, async (request) =>
    queries.libraryOf(currentUser(request)._id),
  );

  // Only the owner's own, inactive media: another user's id is simply not in this library.
  app.delete('/user/media/:id', { schema: { params: MediaIdParams, response: { 200: MessageAnswer } }, config: { auth: 'required' } }, async (request) => {
    const { position } = await media.delete(currentUser(request)._id, request.params.id, commandContext(request));
    await ports.waitForViews(position, ['media']);
    return { message: m.deleted };
  });

  app.post(
    '/user/updateAvatar',
    { schema: { response: { 201: UserChangedAnswer } }, config: { auth: 'required', rateLimited: 'upload' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const bytes = await readUpload(request);
      const { position } = await media.updateAvatar(userId, bytes, commandContext(request));
      await ports.waitForViews(position, ['users', 'media']);
      return reply.status(201).send({ message: m.avatarUpdated, user: await userAfter(ports, userId) });
    },
  );

  app.post('/user/clearAvatar', { schema: { response: { 201: UserChangedAnswer } }, config: { auth: 'required' } }, async (request, reply) => {
    const userId = currentUser(request)._id;
    const { position } = await media.clearAvatar(userId, commandContext(request));
    await ports.waitForViews(position, ['users', 'media']);
    return reply.status(201).send({ message: m.avatarRemoved, user: await userAfter(ports, userId) });
  });

  // Anyone's avatar, as their public profile shows it.
  app.get('/user/avatar/:id', { schema: { params: UserIdParams, response: { 200: AvatarAnswer } } }, async (request) => {
    const user = await userById(request.params.id);
    if (!user || user.accountStatus === 'pending') throw notFound('User not found.');
    return { avatarImage: user.avatarImage, url: avatarUrl(user._id, user.avatarImage) };
  });
};
