import { WIKI_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import type { WikiListItem } from '@lorewright/domain/wikis/wikiView';
import { ElementMenuRow, type ElementRowHandlers } from '../../components/ElementMenuRow';
import { wikiPath } from './wikiPaths';

export interface WikiRowProps extends ElementRowHandlers {
  wiki: WikiListItem;
  editMode: boolean;
  renaming: boolean;
  renameBusy: boolean;
}

/** One wiki of the menu, opening its page; in edit mode also its visibility, Rename and Delete. */
export function WikiRow({ wiki, ...row }: WikiRowProps) {
  return (
    <ElementMenuRow
      title={wiki.title}
      detail={wiki.subtitle}
      to={wikiPath(wiki._id)}
      visibility={wiki.visibility}
      lastUpdated={wiki.lastUpdated}
      titleMax={WIKI_TITLE_MAX}
      {...row}
    />
  );
}
