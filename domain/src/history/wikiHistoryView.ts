import type { WikiView } from '../wikis/wikiView';

// A wiki as it was at one revision: read-only, the very shape its page reads, so the
// client shows it with the wiki's own reader components.
export interface WikiVersionView extends WikiView {
  revision: number;
  at: string;
}
