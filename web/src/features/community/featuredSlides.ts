import { DEFAULT_HEADER_URL, worldHeaderUrl } from '@lorewright/domain/media/imageUrl';
import { previewDescription, type WorldView } from '@lorewright/domain/worlds/worldView';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';

// product.md §2.10 and §9.4: the Featured Worlds billboard has 5 slides; one points to a real world and
// the rest to the demo world. The real one is the newest public world, when there is one.
export const FEATURED_SLIDE_COUNT = 5;

export interface FeaturedSlide {
  key: string;
  worldID: string;
  badge: string;
  name: string;
  description: string;
  image: string;
  author: { _id: string; name: string; avatarImage: string } | null;
}

// The demo world's slides each point at one part of it, so the billboard does not repeat itself.
const demoSlides: ReadonlyArray<Pick<FeaturedSlide, 'name' | 'description'>> = [
  { name: 'Explore the demo world', description: 'See how a finished world fits together before you start your own.' },
  { name: 'Maps that hold the story', description: 'Places, routes and borders, each linked to the pages that tell their history.' },
  { name: 'A wiki for every secret', description: 'Characters, factions and lore in pages that link to one another.' },
  { name: 'Timelines across the ages', description: 'Several lines of events side by side, from the first kings to the last war.' },
  { name: 'Writings with scenes', description: 'Chapters split into scenes, read the way its readers will read them.' },
];

const demoSlide = (index: number): FeaturedSlide => ({
  key: `demo-${index}`,
  worldID: DEMO_WORLD_ID,
  badge: 'Demo world',
  ...demoSlides[index % demoSlides.length],
  image: DEFAULT_HEADER_URL,
  author: null,
});

const worldSlide = (world: WorldView): FeaturedSlide => ({
  key: `world-${world._id}`,
  worldID: world._id,
  badge: 'Newest world',
  name: world.name,
  description: previewDescription(world.description),
  image: worldHeaderUrl(world.authorID, world.headerImage),
  author: world.author,
});

/** The billboard: the newest public world first (when one exists), then the demo world. */
export function featuredSlides(newest: WorldView | undefined): FeaturedSlide[] {
  const real = newest ? [worldSlide(newest)] : [];
  const demos = Array.from({ length: FEATURED_SLIDE_COUNT - real.length }, (_, index) => demoSlide(index));
  return [...real, ...demos];
}
