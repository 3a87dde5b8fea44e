import { DeleteRuneBody, RuneFields } from '@lorewright/domain/languages/language.bodies';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { checkedUpload } from '../../plugins/uploads';
import { commandContext } from '../commandContext';
import { paidActor as languageActor } from '../paidActor';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { sendChanged, type SendChangedPorts } from './languageViews';

const upload = { auth: 'required', rateLimited: 'upload' } as const;

export type LanguageRuneRoutePorts = CommandsOf<'languages'> & SendChangedPorts;

// The rune picker's pictures (product.md §7): an upload (multipart: languageID, then the file field
// `rune`, or `file` as other uploads send it) through the media library's rules (an image by its
// bytes, the quota), and taking an unmapped rune out of the picker.
export const languageRuneRoutes = (ports: LanguageRuneRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.languages;

  // Fields first, then the sender's rights, then the file: a refused upload is never stored.
  app.post('/language/uploadRune', { config: upload }, async (request, reply) => {
    const actor = languageActor(request);
    const { checked: fields, bytes } = await checkedUpload(request, ['rune', 'file'], m.provideRune, async (sent) => {
      const parsed = RuneFields.parse(sent);
      await commands.requireAuthor(actor, parsed.languageID);
      return parsed;
    });
    const { rune, position } = await commands.uploadRune(actor, fields.languageID, await bytes(), commandContext(request));
    return sendChanged(ports, reply, { languageId: fields.languageID, viewerId: actor.id, position, status: 201, answer: { message: m.updated, rune } });
  });

  app.post('/language/deleteRune', { schema: { body: DeleteRuneBody }, config: { auth: 'required' } }, async (request, reply) => {
    const actor = languageActor(request);
    const { languageID, rune } = request.body;
    const { position } = await commands.deleteRune(actor, languageID, rune, commandContext(request));
    return sendChanged(ports, reply, { languageId: languageID, viewerId: actor.id, position, status: 200, answer: { message: m.updated } });
  });
};
