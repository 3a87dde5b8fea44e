// Lengths product.md leaves open (docs/decisions.md), shared by the request schemas, the decider
// and the client's forms.
export const WIKI_TITLE_MAX = 100;
export const WIKI_SUBTITLE_MAX = 300;
export const WIKI_FIELD_MAX = 100;
export const WIKI_VALUE_MAX = 1_000;
export const WIKI_SECTION_TITLE_MAX = 200;
export const WIKI_SECTION_CONTENT_MAX = 50_000;
export const WIKI_HEADER_FIELDS_MAX = 50;
export const WIKI_SECTIONS_MAX = 100;
export const WIKI_IMAGES_MAX = 20;
export const WIKI_BACKGROUND_MAX = 2_000;
// Ids of images, header fields and sections are made by the client (random hex) or the server.
export const WIKI_PART_ID = /^[A-Za-z0-9_-]{1,64}$/;
// Relations to other wikis (either end counts): a large family or court, still one panel to read.
export const RELATIONS_PER_WIKI_MAX = 200;
