import { describe, expect, it } from 'vitest';
import { headChangeOf } from './elementHead';

const languageHead = headChangeOf('Language');
const ids = { languageId: 'l1', worldId: 'w1' };

describe('headChangeOf', () => {
  it("reads the kind's rename, visibility change and deletion", () => {
    expect(languageHead({ type: 'LanguageRenamed', data: { ...ids, title: 'Elvish' } })).toEqual({ title: 'Elvish' });
    expect(languageHead({ type: 'LanguageVisibilityChanged', data: { ...ids, visibility: 'public' } })).toEqual({ visibility: 'public' });
    expect(languageHead({ type: 'LanguageDeleted', data: ids })).toEqual({ status: 'deleted' });
  });

  it("leaves a part's rename and another kind's events to the kind", () => {
    expect(languageHead({ type: 'LanguageKeyRenamed', data: { ...ids, keyId: 'k1', key: 'a' } })).toBeNull();
    expect(languageHead({ type: 'MapRenamed', data: { mapId: 'm1', worldId: 'w1', title: 'Atlas' } })).toBeNull();
    expect(languageHead({ type: 'LanguageCreated', data: { ...ids, title: 'Elvish' } })).toBeNull();
  });
});
