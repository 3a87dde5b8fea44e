// A small hand-made Kanka campaign export in the real layout (ExportService.php): info.json,
// campaign.json, settings/, one JSON per entity under its module's folder named
// `{slug}_{entityId}.json`, the entity's fields under `entity`. A character with a picture and
// two posts (one a game master's secret), a location in the older layout (entry and type on the
// model), an event, and an organisation (a module not imported).
const character = {
  id: 11,
  name: 'Alia Vorn',
  campaign_id: 1,
  title: 'Warden of the Bell',
  age: '34',
  sex: 'Female',
  pronouns: 'she/her',
  is_private: false,
  entity: {
    id: 101,
    entity_id: 11,
    type_id: 1,
    name: 'Alia Vorn',
    type: 'Ranger',
    entry: '<p>Alia keeps watch over <strong>[location:102]</strong>.</p><p>She fears the [event:103|Long Night].</p>',
    is_private: false,
    image_path: 'w/1/characters/alia.png',
    posts: [
      { name: 'Appearance', entry: '<p>Tall, grey cloak.</p>', visibility_id: 1 },
      { name: 'Secret', entry: '<p>She rang the bell.</p>', visibility_id: 2 },
    ],
  },
};

const location = {
  id: 12,
  name: 'Highkeep',
  title: null,
  type: 'City',
  entry: '<p>A walled city on the lake.</p>',
  is_private: true,
  entity: { id: 102, name: 'Highkeep', posts: [] },
};

const event = {
  id: 13,
  name: 'The Long Night',
  date: '1203 AE',
  is_private: false,
  entity: { id: 103, name: 'The Long Night', type: 'Disaster', entry: '<p>The sun did not rise for nine days.</p>', image_path: null },
};

const organisation = { id: 14, name: 'The Guild', entity: { id: 104, name: 'The Guild', entry: '<p>Merchants.</p>' } };

export const KANKA_FIXTURE_FILES: readonly { name: string; content: string }[] = [
  { name: 'info.json', content: JSON.stringify({ kanka_version: '3.12.0', export_version: '3.12.0', started: '2026-08-20 10:00:00' }) },
  { name: 'campaign.json', content: JSON.stringify({ id: 1, name: 'Eldmark' }) },
  { name: 'settings/modules.json', content: JSON.stringify({ characters: { enabled: true } }) },
  { name: 'characters/alia-vorn_101.json', content: JSON.stringify(character) },
  { name: 'locations/highkeep_102.json', content: JSON.stringify(location) },
  { name: 'events/the-long-night_103.json', content: JSON.stringify(event) },
  { name: 'organisations/the-guild_104.json', content: JSON.stringify(organisation) },
];

// The character's picture's path inside the ZIP (the api's specs add a small PNG there).
export const KANKA_FIXTURE_IMAGE = 'w/1/characters/alia.png';

// A character in the current layout: her picture comes from the campaign's gallery, named by
// `entity.image_uuid`; the gallery keeps each picture as `gallery/{uuid}.{ext}` beside its
// description `gallery/{uuid}.json`. Her entry mentions Highkeep with a label and an option.
const GALLERY_UUID = '9b2f6c1e-4a7d-4c1b-8e2a-5f3d7c9a1b04';

const galleryCharacter = {
  id: 15,
  name: 'Bren Ashdown',
  campaign_id: 1,
  title: 'Bell-ringer',
  is_private: false,
  entity: {
    id: 105,
    entity_id: 15,
    type_id: 1,
    name: 'Bren Ashdown',
    type: 'Acolyte',
    entry: '<p>Rings the bell of [location:102|the walled city|anchor:history] for [character:101|field:title].</p>',
    is_private: false,
    image_path: null,
    image_uuid: GALLERY_UUID,
    header_uuid: null,
    posts: [],
  },
};

const galleryPicture = { id: GALLERY_UUID, campaign_id: 1, name: 'Bren', ext: 'png', size: 68, is_folder: 0, folder_id: null, visibility_id: 1 };

export const KANKA_GALLERY_FILES: readonly { name: string; content: string }[] = [
  { name: 'characters/bren-ashdown_105.json', content: JSON.stringify(galleryCharacter) },
  { name: `gallery/${GALLERY_UUID}.json`, content: JSON.stringify(galleryPicture) },
];

// The gallery character's picture inside the ZIP (the api's specs add a small PNG there).
export const KANKA_GALLERY_IMAGE = `gallery/${GALLERY_UUID}.png`;
