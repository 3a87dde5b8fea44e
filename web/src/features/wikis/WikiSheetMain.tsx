import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { WIKI_SUBTITLE_MAX, WIKI_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { MentionedIn } from '../../components/backlinks/MentionedIn';
import { WikiComments } from '../comments/WikiComments';
import type { RuneChoice } from '../languages/runes/showInRunes';
import { RelationsPanel } from '../relations/RelationsPanel';
import { DatePointsWorld } from '../worldTime/api';
import type { WikiSaver } from './useWikiSaver';
import { WikiHeaderFields } from './WikiHeaderFields';
import { WikiImages } from './WikiImages';
import { WikiLifespan } from './WikiLifespan';
import styles from './WikiPage.module.css';
import { WikiSections, type PageCoTyping } from './WikiSections';
import { WikiText } from './WikiText';

interface WikiSheetMainProps {
  saver: WikiSaver;
  isAuthor: boolean;
  calendar: Calendar;
  runes: RuneChoice;
  coTyping: PageCoTyping | null;
}

/**
 * The wiki itself: title, subtitle and lifespan; images and header fields beside; the sections
 * with what mentions the wiki; its relations and, for its author, the comments. The author edits
 * in place (each change goes to the saver); the author's dates may be taken from the world's
 * timeline points.
 */
export function WikiSheetMain({ saver, isAuthor, calendar, runes, coTyping }: WikiSheetMainProps) {
  const { wiki, draft } = saver;
  return (
    <DatePointsWorld worldId={wiki.worldID}>
      <main className={styles.sheet}>
        <header className={styles.heading}>
          <HeadingText saver={saver} field="title" as="h1" label="Title" max={WIKI_TITLE_MAX} editable={isAuthor} />
          <HeadingText saver={saver} field="subtitle" as="p" label="Subtitle" max={WIKI_SUBTITLE_MAX} editable={isAuthor} />
          <WikiLifespan
            category={wiki.category}
            lifespan={draft.lifespan}
            calendar={calendar}
            isAuthor={isAuthor}
            onChange={(lifespan) => saver.edit((now) => ({ ...now, lifespan }))}
          />
        </header>
        <aside className={styles.infobox}>
          <WikiImages wiki={wiki} isAuthor={isAuthor} onApply={saver.apply} onStored={saver.accept} />
          <WikiHeaderFields fields={draft.headerFields} isAuthor={isAuthor} calendar={calendar} onEdit={saver.edit} />
        </aside>
        <article className={styles.article}>
          <WikiSections
            sections={draft.sections}
            worldID={wiki.worldID}
            calendar={calendar}
            isAuthor={isAuthor}
            runes={runes}
            onEdit={saver.edit}
            coTyping={coTyping}
          />
          <MentionedIn element="wiki" id={wiki._id} />
        </article>
        <RelationsPanel wiki={wiki} isAuthor={isAuthor} />
        {isAuthor && <WikiComments wiki={wiki} />}
      </main>
    </DatePointsWorld>
  );
}

// The title or the subtitle, typed in place by the author.
function HeadingText({
  saver,
  field,
  as,
  label,
  max,
  editable,
}: {
  saver: WikiSaver;
  field: 'title' | 'subtitle';
  as: 'h1' | 'p';
  label: string;
  max: number;
  editable: boolean;
}) {
  return (
    <WikiText
      as={as}
      className={styles[field]}
      label={label}
      value={saver.draft[field]}
      max={max}
      editable={editable}
      onChange={(value) => saver.edit((now) => ({ ...now, [field]: value }))}
    />
  );
}
