import { LANGUAGE_TITLE_MAX } from '@lorewright/domain/languages/languageLimits';
import type { LanguageListItem } from '@lorewright/domain/languages/languageView';
import type { ElementMenuRowState } from '../../components/ElementMenu';
import { ElementMenuRow } from '../../components/ElementMenuRow';
import { languagePath } from './languagePaths';

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** '26 keys · 5 words': what a language holds, read from its list row. */
export const languageDetail = ({ num_keys, num_words }: LanguageListItem) => `${counted(num_keys, 'key')} · ${counted(num_words, 'word')}`;

/** One language of the menu, opening the language; in edit mode also its visibility, Rename and Delete. */
export function LanguageRow({ language, ...row }: ElementMenuRowState & { language: LanguageListItem }) {
  return (
    <ElementMenuRow
      title={language.title}
      detail={languageDetail(language)}
      to={languagePath(language._id)}
      visibility={language.visibility}
      lastUpdated={language.lastUpdated}
      titleMax={LANGUAGE_TITLE_MAX}
      {...row}
    />
  );
}
