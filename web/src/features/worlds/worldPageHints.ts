import type { ElementKind } from '@lorewright/domain/worlds/worldView';

// The world page's tutorial (product.md §2: hints at steps 1 to 7; step 8 is the navigation's hint
// that sends the user on to the dashboard). Each hint sits where it points: the header first,
// then the sections in the order the page shows them, then the way to a world of one's own.

export const WORLD_INTRO_HINT = {
  step: 1,
  text: 'Welcome to a world page! This is how readers see a world: its header image, its name and its description. Everything a world holds is listed below.',
};

export const SECTION_HINTS: Record<ElementKind, { step: number; text: string }> = {
  maps: { step: 2, text: 'Maps pin places, people and events onto pictures of the world. Open one to explore its points.' },
  wikis: { step: 3, text: 'Wikis are the encyclopedia of a world: characters, places, magic and events, each with a page of its own.' },
  writings: { step: 4, text: 'Writings hold the stories themselves, told scene by scene, each scene with its own backdrop.' },
  timelines: { step: 5, text: "Timelines lay a world's history out on its own calendar, with several lines side by side." },
  languages: { step: 6, text: 'Languages let you invent a script: map runes to keys and keep a dictionary of words.' },
};

export const WORLD_OUTRO_HINT = {
  step: 7,
  text: 'Each element can be private or public, and you can invite members into your world. Start your own from Create in the navigation.',
};
