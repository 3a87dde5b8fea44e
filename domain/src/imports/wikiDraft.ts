import type { WikiCategory } from '../wikis/wikiView';

// A wiki to make from another tool's file (Kanka, Markdown notes): what the wiki commands take,
// already within the wiki's limits.
export interface WikiDraft {
  category: WikiCategory;
  title: string;
  subtitle: string;
  // `secret`: a part only the world's author sees (a Lorewright Markdown export marks them).
  headerFields: { field: string; value: string; secret?: boolean }[];
  sections: { title: string; content: string; secret?: boolean }[];
}
