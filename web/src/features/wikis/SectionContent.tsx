import { MentionLink } from '../../components/mentions/MentionLink';
import { splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import styles from './WikiPage.module.css';

/** A section's text as readers see it: line breaks kept, element links as chips that open the element. */
export function SectionContent({ content }: { content: string }) {
  return (
    <div className={styles.content}>
      {splitLinks(content).map((piece, at) =>
        'link' in piece ? (
          <MentionLink key={at} link={piece.link} className={styles.chip} goneClassName={`${styles.chip} ${styles.chipGone}`} />
        ) : (
          <span key={at}>{piece.text}</span>
        ),
      )}
    </div>
  );
}
