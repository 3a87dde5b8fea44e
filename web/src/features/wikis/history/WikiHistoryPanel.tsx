import type { WikiVersionView } from '@lorewright/domain/history/wikiHistoryView';
import { WIKI_SUBTITLE_MAX, WIKI_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { elementHistoryPanel } from '../../../components/history/elementHistoryPanel';
import type { VersionRenderer } from '../../../components/history/versionRenderer';
import { useWorldCalendar } from '../../worldTime/api';
import { wikiKeys } from '../api';
import { PeriodNote } from '../DatesPanel';
import { SectionContent } from '../SectionContent';
import { WikiHeaderFields } from '../WikiHeaderFields';
import { WikiLifespan } from '../WikiLifespan';
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

// A version's dates are read on its world's calendar: its lifespan, its fields' and the section's.
function VersionLifespan({ version }: { version: WikiVersionView }) {
  const calendar = useWorldCalendar(version.worldID);
  return <WikiLifespan category={version.category} lifespan={version.lifespan ?? null} calendar={calendar} isAuthor={false} onChange={readOnly} />;
}

function VersionFields({ version }: { version: WikiVersionView }) {
  const calendar = useWorldCalendar(version.worldID);
  return <WikiHeaderFields fields={version.headerFields} isAuthor={false} calendar={calendar} onEdit={readOnly} />;
}

function VersionSectionDates({ version, section }: { version: WikiVersionView; section: WikiVersionView['sections'][number] }) {
  const calendar = useWorldCalendar(version.worldID);
  return <PeriodNote calendar={calendar} period={section.period} />;
}

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
          <VersionLifespan version={version} />
        </header>
        <aside className={styles.infobox}>
          {/* The pictures as the version had them (a version holds its images, hidden ones too). */}
          <WikiImages wiki={version} isAuthor={false} onApply={readOnly} onStored={readOnly} />
          <VersionFields version={version} />
        </aside>
        {section ? (
          <section className={pageStyles.section}>
            <h2 className={pageStyles.sectionTitle}>{section.title}</h2>
            <VersionSectionDates version={version} section={section} />
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
