import { DEMO_WORLD_ID } from '../worlds/demoWorldId';
import { wikiListItemOf } from './wikiListItem';
import { DEFAULT_WIKI_IMAGE, DEFAULT_WIKI_OVERLAY_OPACITY, DEMO_WIKI_ID, type WikiCategory, type WikiListItem, type WikiView } from './wikiView';

// The demo world's wikis (product.md §2: "The demo world uses built-in data"), served by the API as
// `GET creation/wiki/{id}` answers without a stored stream, to anyone. Their ids and titles are
// those of the demo world's menu (web/src/features/worlds/demoWorld.ts); sections link to one
// another with `[[type:id]]`.
const date = '2025-09-30T18:00:00.000Z';

const demoWiki = (
  _id: string,
  category: WikiCategory,
  title: string,
  subtitle: string,
  fields: [string, string][],
  sections: [string, string][],
): WikiView => ({
  _id,
  title,
  subtitle,
  category,
  visibility: 'public',
  worldID: DEMO_WORLD_ID,
  authorID: 'lorewright',
  parentID: null,
  createdOn: '2025-01-15T12:00:00.000Z',
  lastUpdated: date,
  images: [{ _id: `${_id}-image`, name: DEFAULT_WIKI_IMAGE, visibility: 'public', mediaId: null }],
  headerFields: fields.map(([field, value], at) => ({ _id: `${_id}-field-${at}`, field, value })),
  sections: sections.map(([sectionTitle, content], at) => ({ _id: `${_id}-section-${at}`, title: sectionTitle, content, revision: 0 })),
  backgroundImage: '',
  overlayOpacity: DEFAULT_WIKI_OVERLAY_OPACITY,
});

const wikis: WikiView[] = [
  demoWiki(
    DEMO_WIKI_ID,
    'characters',
    'Isolde Varn',
    'Lantern-keeper of the northern road',
    [
      ['Age', '31'],
      ['Home', 'Hollowmere'],
      ['Calling', 'Stormbinder'],
    ],
    [
      ['Early life', 'Isolde grew up among the reed houses of [[wiki:example-hollowmere]], where her mother kept the drowned bell.'],
      ['The road north', 'She carries the last lantern to [[wiki:example-ember-spire]] with [[wiki:example-kestrel]] at her side.'],
      ['Gifts', 'She learned [[wiki:example-stormbinding]] on [[wiki:example-falling-stars]].'],
    ],
  ),
  demoWiki(
    'example-kestrel',
    'characters',
    'Brother Kestrel',
    'A monk who counts the stars',
    [['Order', 'The Quiet Watch']],
    [['Vows', 'He has not spoken since [[wiki:example-falling-stars]].']],
  ),
  demoWiki(
    'example-hollowmere',
    'places',
    'Hollowmere',
    'A river town of reeds and lanterns',
    [['Population', 'About 900']],
    [['The drowned bell', 'Its bell rings beneath the water when [[wiki:example]] is near.']],
  ),
  demoWiki(
    'example-ember-spire',
    'places',
    'The Ember Spire',
    'A tower that never cools',
    [['Height', '300 fathoms']],
    [['Keepers', 'No one has climbed it in a hundred years.']],
  ),
  demoWiki(
    'example-stormbinding',
    'magic',
    'Stormbinding',
    'Weather held in a knot of rope',
    [['Cost', 'A memory per storm']],
    [['Practice', 'Taught in [[wiki:example-hollowmere]].']],
  ),
  demoWiki(
    'example-falling-stars',
    'events',
    'The Night of Falling Stars',
    'When the sky came down over Aldervale',
    [['Year', '412']],
    [['Aftermath', 'The Ember Spire lit itself that night.']],
  ),
];

export const DEMO_WIKIS: ReadonlyMap<string, WikiView> = new Map(wikis.map((wiki) => [wiki._id, wiki]));

// The demo world's menu, oldest first as every list.
export const DEMO_WIKI_LIST: readonly WikiListItem[] = wikis.map(wikiListItemOf);
