import { DEMO_LANGUAGE, DEMO_LANGUAGE_ID } from '@lorewright/domain/languages/demoLanguage';
import { languageForViewer } from '@lorewright/domain/languages/languageForViewer';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { notFound } from '@lorewright/domain/shared/errors';
import type { FastifyReply } from 'fastify';
import type { Stack } from '../../composition';

// The projections a language change shows in: the language itself and its world's list.
export const LANGUAGE_VIEWS = ['languages', 'worlds'];
// …and the media library, for changes that hold or release a rune.
export const LANGUAGE_MEDIA_VIEWS = [...LANGUAGE_VIEWS, 'media'];
// Languages are answered as JSON already serialised (languageQueries.ts languageJson).
const JSON_TYPE = 'application/json; charset=utf-8';

const DEMO_LANGUAGE_JSON = JSON.stringify(DEMO_LANGUAGE);

// One language's JSON as the viewer may receive it: the demo one for anyone (the client bundles
// it too), else the stored one through the access rule, which reads the row only; the JSON with
// its words is serialised once per revision.
export const languageJson = async (stack: Stack, languageId: string, viewerId: string | null): Promise<string> => {
  if (languageId === DEMO_LANGUAGE_ID) return DEMO_LANGUAGE_JSON;
  const head = await stack.queries.languages.languageHead(languageId);
  const world = head ? await stack.queries.worlds.worldById(head.worldID) : null;
  const json = await stack.queries.languages.languageJson(languageForViewer(world, head, viewerId));
  // Deleted between the two reads: not found, as it would be a moment later.
  if (json === null) throw notFound(m.notFound);
  return json;
};

export const sendLanguage = async (stack: Stack, reply: FastifyReply, languageId: string, viewerId: string | null) =>
  reply.type(JSON_TYPE).send(await languageJson(stack, languageId, viewerId));

// The answer of a part call: its message (and more fields, if any) and the language as it is
// now, once the views show the change.
export const sendChanged = async (
  stack: Stack,
  reply: FastifyReply,
  change: { languageId: string; viewerId: string; position: number | null; status: 200 | 201; answer: Record<string, string> },
) => {
  await stack.waitForViews(change.position, LANGUAGE_MEDIA_VIEWS);
  const language = await languageJson(stack, change.languageId, change.viewerId);
  const fields = Object.entries(change.answer).map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)},`);
  return reply
    .status(change.status)
    .type(JSON_TYPE)
    .send(`{${fields.join('')}"language":${language}}`);
};
