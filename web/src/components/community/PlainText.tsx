import { MentionLink } from '../mentions/MentionLink';
import { tokenizePlainText } from './plainTextTokens';
import styles from './PlainText.module.css';

/** A post's text as the reader typed it: line breaks kept, http(s) addresses and @mentions as links, nothing else. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className ? `${styles.text} ${className}` : styles.text}>
      {tokenizePlainText(text).map((token, index) =>
        token.kind === 'mention' ? (
          <MentionLink key={index} link={token.link} className={styles.mention} goneClassName={styles.mentionGone} />
        ) : token.kind === 'link' ? (
          // Addresses others typed: no referrer, no ranking credit, no access to this window.
          <a key={index} href={token.href} target="_blank" rel="noopener noreferrer nofollow">
            {token.text}
          </a>
        ) : (
          token.text
        ),
      )}
    </p>
  );
}
