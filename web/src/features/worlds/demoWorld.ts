import { DEMO_LANGUAGE, DEMO_LANGUAGE_ID } from '@lorewright/domain/languages/demoLanguage';
import type { ElementSummary, WorldView } from '@lorewright/domain/worlds/worldView';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';

// The demo world at /world/example (product.md §2: "The demo world uses built-in data"): shipped with
// the page, shown without a fetch, to anyone. The first element of each kind has the fixed id
// 'example', the sample id its element page shows bundled demo data for.

export const DEMO_ELEMENT_ID = 'example';

const updated = '2025-09-30T18:00:00.000Z';

const element = (_id: string, title: string, extra: Partial<ElementSummary> = {}): ElementSummary => ({
  _id,
  title,
  visibility: 'public',
  lastUpdated: updated,
  ...extra,
});

const writings = [
  element(DEMO_ELEMENT_ID, 'Prologue: The Lantern Road', { type: 'doc', parentID: null }),
  element('example-chapter-one', 'Chapter One: Snow on the Pass', { type: 'doc', parentID: null }),
  element('example-chapter-two', 'Chapter Two: The Drowned Bell', { type: 'doc', parentID: null }),
];

const wikis = [
  element(DEMO_ELEMENT_ID, 'Isolde Varn', { category: 'characters' }),
  element('example-kestrel', 'Brother Kestrel', { category: 'characters' }),
  element('example-hollowmere', 'Hollowmere', { category: 'places' }),
  element('example-ember-spire', 'The Ember Spire', { category: 'places' }),
  element('example-stormbinding', 'Stormbinding', { category: 'magic' }),
  element('example-falling-stars', 'The Night of Falling Stars', { category: 'events' }),
];

const maps = [element(DEMO_ELEMENT_ID, 'The Known Lands of Aldervale'), element('example-port-hollow', 'Port Hollow')];

const timelines = [element(DEMO_ELEMENT_ID, 'A History of Aldervale'), element('example-isolde-journey', "Isolde's Journey")];

// The bundled demo language (its rune alphabet is in public/assets/runes).
const languages = [element(DEMO_LANGUAGE_ID, DEMO_LANGUAGE.title)];

export const demoWorld: WorldView = {
  _id: DEMO_WORLD_ID,
  name: 'Aldervale',
  description:
    'A land of mist-wrapped peaks and lantern-lit river towns, where the old mountain gods sleep beneath the snow and ' +
    'every valley keeps a secret. Wander its maps, wikis, stories, timelines and languages to see what a world can hold.',
  headerImage: null,
  authorID: 'lorewright',
  author: { _id: 'lorewright', name: 'Lorewright', avatarImage: 'default_avatar.png' },
  visibility: 'public',
  createdOn: '2025-01-15T12:00:00.000Z',
  lastUpdated: updated,
  members: [],
  invitations: [],
  writings,
  wikis,
  timelines,
  maps,
  languages,
  num_writings: writings.length,
  num_wikis: wikis.length,
  num_timelines: timelines.length,
  num_maps: maps.length,
  num_languages: languages.length,
};
