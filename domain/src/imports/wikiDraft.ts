import type { WorldPeriod } from '../calendars/worldDate';
import type { WikiCategory } from '../wikis/wikiView';

// A wiki to make from another tool's file (Kanka, Markdown notes): what the wiki commands take,
// already within the wiki's limits.
export interface WikiDraft {
  category: WikiCategory;
  title: string;
  subtitle: string;
  // `secret`: a part only the world's author sees (a Lorewright Markdown export marks them).
  // `period`, `lifespan`: dates on the world's calendar (a Lorewright Markdown export writes them).
  headerFields: { field: string; value: string; secret?: boolean; period?: WorldPeriod }[];
  sections: { title: string; content: string; secret?: boolean; period?: WorldPeriod }[];
  lifespan?: WorldPeriod;
}
