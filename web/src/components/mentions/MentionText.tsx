import { splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import { MentionLink } from './MentionLink';
import styles from './MentionText.module.css';

/**
 * A plain text with `[[type:id]]` mentions (a wiki section's text, a map point's description, a
 * timeline point's subtitle): each mention a chip titled by the element's current title where the
 * reader may see it, plain text that says so otherwise (MentionLink).
 */
export function MentionText({ text, className, as: Block = 'p' }: { text: string; className?: string; as?: 'p' | 'div' }) {
  return (
    <Block className={className}>
      {splitLinks(text).map((piece, at) =>
        'link' in piece ? (
          <MentionLink key={at} link={piece.link} className={styles.chip} goneClassName={`${styles.chip} ${styles.gone}`} />
        ) : (
          <span key={at}>{piece.text}</span>
        ),
      )}
    </Block>
  );
}
