import type { WikiCategory } from '@lorewright/domain/wikis/wikiView';

// Where wikis open, and the new-wiki form with a category chosen (the menu's New Wiki buttons).
export const wikiPath = (id: string) => `/wiki/${encodeURIComponent(id)}`;
export const newWikiPath = (category?: WikiCategory) => (category ? `/new-wiki?category=${category}` : '/new-wiki');

// The wiki page's Back goes to /creation when the wiki was just made on /new-wiki (product.md §2).
export interface WikiPageState {
  fromNewWiki?: boolean;
}
