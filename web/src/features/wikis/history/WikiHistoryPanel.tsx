import type { WikiVersionView } from '@lorewright/domain/history/wikiHistoryView';
import { WIKI_SUBTITLE_MAX, WIKI_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { elementHistoryPanel } from '../../../components/history/elementHistoryPanel';
import type { VersionRenderer } from '../../../components/history/versionRenderer';
import { wikiKeys } from '../api';
import { SectionContent } from '../SectionContent';
import { WikiHeaderFields } from '../WikiHeaderFields';
import { WikiImages } from '../WikiImages';
import { WikiText } from '../WikiText';
import pageStyles from '../WikiPage.module.css';
import styles from './WikiVersion.module.css';

export const wikiHistoryMessages = {
  noSections: 'This version has no sections.',
  restores: 'The title, subtitle, header fields, sections and background',
};

// Nothing is edited in a version.
const readOnly = () => undefined;

// A wiki as it was: its title, subtitle, pictures and header fields, and one section at a time, with the
// wiki page's own reader components.
const wikiVersions: VersionRenderer<WikiVersionView> = {
  kind: 'wiki',
  answerKey: 'wiki',
  titleOf: (version) => version.title,
  atOf: (version) => version.at,
  partsOf: (version) => version.sections.map(({ _id, title }) => ({ _id, name: title || 'Untitled' })),
  render: (version, part) => {
    const section = version.sections.find((each) => each._id === part?._id);
    return (
      <div className={styles.sheet}>
        <header className={styles.heading}>
          <WikiText as="h1" className={pageStyles.title} label="Title" value={version.title} max={WIKI_TITLE_MAX} editable={false} onChange={readOnly} />
          <WikiText
            as="p"
            className={pageStyles.subtitle}
            label="Subtitle"
            value={version.subtitle}
            max={WIKI_SUBTITLE_MAX}
            editable={false}
            onChange={readOnly}
          />
        </header>
        <aside className={styles.infobox}>
          {/* The pictures as the version had them (a version holds its images, hidden ones too). */}
          <WikiImages wiki={version} isAuthor={false} onApply={readOnly} onStored={readOnly} />
          <WikiHeaderFields fields={version.headerFields} isAuthor={false} onEdit={readOnly} />
        </aside>
        {section ? (
          <section className={pageStyles.section}>
            <h2 className={pageStyles.sectionTitle}>{section.title}</h2>
            <SectionContent content={section.content} />
          </section>
        ) : (
          <p className={styles.muted}>{wikiHistoryMessages.noSections}</p>
        )}
      </div>
    );
  },
  restores: wikiHistoryMessages.restores,
};

/** The wiki page's History panel. */
const WikiHistoryPanel = elementHistoryPanel(wikiVersions, (queryClient, current: WikiView) => queryClient.setQueryData(wikiKeys.one(current._id), current));
export default WikiHistoryPanel;
