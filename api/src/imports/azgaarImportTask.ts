import type { AzgaarMap } from '@lorewright/domain/imports/azgaar/azgaarMap';
import { parseAzgaarMap } from '@lorewright/domain/imports/azgaar/parseAzgaarMap';
import { mediaMessages } from '@lorewright/domain/media/mediaView';
import { invalid } from '@lorewright/domain/shared/errors';
import type { Moving } from '../workers/moving';
import { ownBytes } from '../workers/ownBytes';
import { azgaarText } from './azgaarFile';
import { drawAzgaarPicture } from './azgaarPicture';

export interface AzgaarImportInput {
  // The uploaded .map file (gzipped or not).
  bytes: Uint8Array;
  // What the picture may take of the author's media allowance (0 or less: nothing).
  roomBytes: number;
}

export interface AzgaarImportOutput {
  // The map without its SVG, which stays in the worker.
  map: Omit<AzgaarMap, 'svg'>;
  picture: Uint8Array;
}

// An Azgaar .map file read and its picture drawn (a work pool task): the file is checked before
// the allowance, as the route always did.
export const azgaarImportTask = async ({ bytes, roomBytes }: AzgaarImportInput): Promise<Moving<AzgaarImportOutput>> => {
  const { svg, ...map } = parseAzgaarMap(azgaarText(bytes));
  if (roomBytes <= 0) throw invalid(mediaMessages.quotaExceeded);
  const picture = ownBytes(await drawAzgaarPicture(svg, map.width, roomBytes));
  return { value: { map, picture }, transfer: [picture.buffer] };
};
