import { MentionText } from '../../components/mentions/MentionText';
import styles from './WikiPage.module.css';

/** A section's text as readers see it: line breaks kept, its `[[type:id]]` links as chips (MentionText). */
export function SectionContent({ content }: { content: string }) {
  return <MentionText as="div" text={content} className={styles.content} />;
}
