import fs from 'node:fs';
import path from 'node:path';
import { drawMap } from '@lorewright/domain/maps/generator/generateMap';
import { DEFAULT_REGIONS } from '@lorewright/domain/maps/generator/regionGrid';
import { encodePng } from '@lorewright/api/media/pngFile';

// `npx tsx ops/scripts/demoMapPicture.ts`: draws the demo map's picture (domain/src/maps/demoMap.ts,
// DEMO_MAP_IMAGE) with the map generator and a fixed seed, so it can be drawn again identically.
export const DEMO_MAP_SEED = 'the known lands';
const SIZE = 800;

const target = path.resolve(import.meta.dirname, '../../web/public/assets/demo_map.png');
const pixels = drawMap({ size: SIZE, layers: 5, strength: 0.8, seed: DEMO_MAP_SEED, regions: DEFAULT_REGIONS });
fs.writeFileSync(target, encodePng(SIZE, SIZE, pixels));
console.log(`${path.relative(process.cwd(), target)}: ${SIZE}×${SIZE}, ${(fs.statSync(target).size / 1024).toFixed(0)} KB`);
