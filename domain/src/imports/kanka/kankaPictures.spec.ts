import { describe, expect, it } from 'vitest';
import { kankaPictureFinder } from './kankaPictures';

// Where an entity's picture is looked for in an export's entries, best first.
const uuid = '9b2f6c1e-4a7d-4c1b-8e2a-5f3d7c9a1b04';
const names = ['campaign.json', `gallery/${uuid}.json`, `gallery/${uuid}.webp`, 'gallery/other.png', 'w/1/characters/alia.png', 'characters/alia_101.json'];

describe("finding a Kanka entity's picture in the export", () => {
  it("finds a current export's gallery picture by its uuid, whatever its extension, and never its description", () => {
    expect(kankaPictureFinder(names)({ imageUuid: uuid, imagePath: null })).toEqual([`gallery/${uuid}.webp`]);
  });

  it("finds an older export's picture by its path", () => {
    expect(kankaPictureFinder(names)({ imageUuid: null, imagePath: 'w/1/characters/alia.png' })).toEqual(['w/1/characters/alia.png']);
  });

  it('tries the gallery picture first and the path after it when both are named', () => {
    expect(kankaPictureFinder(names)({ imageUuid: uuid, imagePath: 'w/1/characters/alia.png' })).toEqual([`gallery/${uuid}.webp`, 'w/1/characters/alia.png']);
  });

  it('finds nothing the export does not hold', () => {
    const find = kankaPictureFinder(['campaign.json', `gallery/${uuid}.json`, `gallery/${uuid}`, `gallery/nested/${uuid}.png`]);
    expect(find({ imageUuid: uuid, imagePath: 'w/1/missing.png' })).toEqual([]);
    expect(find({ imageUuid: null, imagePath: null })).toEqual([]);
  });
});
