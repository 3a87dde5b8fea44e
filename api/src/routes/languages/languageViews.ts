import { DEMO_LANGUAGE, DEMO_LANGUAGE_ID } from '@lorewright/domain/languages/demoLanguage';
import { languageForViewer } from '@lorewright/domain/languages/languageForViewer';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageAnswer } from '@lorewright/domain/languages/languageView';
import { notFound } from '@lorewright/domain/shared/errors';
import type { FastifyReply } from 'fastify';
import type { Stack } from '../../composition';
import type { ViewName } from '@lorewright/projections/allProjections';
import { JSON_TYPE, sendJsonText } from '../jsonText';
import type { QueriesOf } from '../routeTypes';

// The projections a language change shows in: the language itself and its world's list.
export const LANGUAGE_VIEWS: readonly ViewName[] = ['languages', 'worlds'];
// …and the media library, for changes that hold or release a rune.
export const LANGUAGE_MEDIA_VIEWS: readonly ViewName[] = [...LANGUAGE_VIEWS, 'media'];

const DEMO_LANGUAGE_JSON = JSON.stringify(DEMO_LANGUAGE);

export type LanguageJsonPorts = QueriesOf<'languages'> & HeadForViewerPorts;

// One language's JSON as the viewer may receive it: the demo one for anyone (the client bundles
// it too), else the stored one through the access rule, which reads the row only; the JSON with
// its words is serialised once per revision (languageQueries.ts languageJson).
export const languageJson = async (ports: LanguageJsonPorts, languageId: string, viewerId: string | null): Promise<string> => {
  if (languageId === DEMO_LANGUAGE_ID) return DEMO_LANGUAGE_JSON;
  const json = await ports.queries.languages.languageJson(await headForViewer(ports, languageId, viewerId));
  // Deleted between the two reads: not found, as it would be a moment later.
  if (json === null) throw notFound(m.notFound);
  return json;
};

type HeadForViewerPorts = QueriesOf<'languages' | 'worlds'>;

const headForViewer = async (ports: HeadForViewerPorts, languageId: string, viewerId: string | null) => {
  const head = await ports.queries.languages.languageHead(languageId);
  const world = head ? await ports.queries.worlds.worldById(head.worldID) : null;
  return languageForViewer(world, head, viewerId);
};

export type SendLanguagePorts = LanguageJsonPorts;

export const sendLanguage = async (ports: SendLanguagePorts, reply: FastifyReply, languageId: string, viewerId: string | null) =>
  sendJsonText<typeof LanguageAnswer>(reply, await languageJson(ports, languageId, viewerId));

export type SendChangedPorts = Pick<Stack, 'waitForViews'> & QueriesOf<'languages'> & HeadForViewerPorts & LanguageJsonPorts;

// The answer of a part call: its message (and more fields, if any) and the language as it is
// now, once the views show the change; with `since` (a revision the client's copy holds) only
// what changed after it, as `changes`, unless that is too much.
export const sendChanged = async (
  ports: SendChangedPorts,
  reply: FastifyReply,
  change: { languageId: string; viewerId: string; position: number | null; status: 200 | 201; answer: Record<string, string>; since?: number | undefined },
) => {
  await ports.waitForViews(change.position, LANGUAGE_MEDIA_VIEWS);
  const fields = Object.entries(change.answer).map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)},`);
  const send = (body: string) =>
    reply
      .status(change.status)
      .type(JSON_TYPE)
      .send(`{${fields.join('')}${body}}`);
  if (change.since !== undefined) {
    const head = await headForViewer(ports, change.languageId, change.viewerId);
    const changes = await ports.queries.languages.languageChangesJson(head, change.since);
    if (changes !== null) return send(`"changes":${changes}`);
  }
  return send(`"language":${await languageJson(ports, change.languageId, change.viewerId)}`);
};
