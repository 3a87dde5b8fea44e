import fs from 'node:fs';
import path from 'node:path';
import type { Stack } from '@lorewright/api/composition';
import { writeExportZip } from '@lorewright/api/exports/exportZip';
import { catchUp } from './audit';
import { userIdOf } from './userIdOf';

const USAGE = 'export-user <userEmailOrId> <file>';

// A person's data as the dashboard's 'Download my data' gives it (the same ZIP: every world they
// author, its elements and media, index.html), written to a file: for answering an access
// request. Written beside the target and renamed into place, so a half-written ZIP never sits
// under the name support sends on.
export const exportUser = async (stack: Stack, args: string[]): Promise<string> => {
  const [user = '', file = ''] = args;
  if (args.length !== 2 || !user.trim() || !file.trim()) throw new Error(`Usage: ${USAGE}`);
  const userId = await userIdOf(stack.stores, user.trim());
  const freshness = await catchUp(stack);
  if (!(await stack.queries.accounts.userById(userId))) throw new Error(`No account has the id ${userId}.`);
  const target = path.resolve(file);
  const temp = `${target}.part`;
  const { queries } = stack;
  const sources = {
    worlds: queries.worlds,
    writings: queries.writings,
    wikis: queries.wikis,
    maps: queries.maps,
    timelines: queries.timelines,
    languages: queries.languages,
    media: queries.media,
    relations: queries.relations,
    files: stack.mediaStorage,
  };
  try {
    const result = await writeExportZip(sources, { userId, worldId: null, exportedAt: stack.clock.now() }, fs.createWriteStream(temp));
    fs.renameSync(temp, target);
    const { size } = fs.statSync(target);
    return `${freshness}\nWrote ${target}: ${result.worlds} world(s), ${result.mediaFiles} media file(s), ${size} bytes.`;
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
};
