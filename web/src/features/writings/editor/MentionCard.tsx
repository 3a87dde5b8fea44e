import { useQueryClient } from '@tanstack/react-query';
import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { elementTypeLabel, type ElementSearchResult } from '../../../lib/elementLinks';
import styles from './SceneEditor.module.css';

/** The card a mention shows on hover or focus: title, type and, when a search already found it, its opening words. */
export function MentionCard({ id, link, title }: { id: string; link: ElementLink; title: string }) {
  const preview = useCachedPreview(link);
  return (
    <span id={id} role="tooltip" className={styles.mentionCard}>
      <span className={styles.mentionCardTitle}>{title}</span>
      <span className={styles.mentionCardType}>{elementTypeLabel(link.type)}</span>
      {preview && <span className={styles.mentionCardPreview}>{preview}</span>}
    </span>
  );
}

// Only what an element search of this session already brought: a card never sends a request.
function useCachedPreview(link: ElementLink): string | undefined {
  const queryClient = useQueryClient();
  for (const [, results] of queryClient.getQueriesData<ElementSearchResult[]>({ queryKey: ['elementSearch'] })) {
    const hit = results?.find((result) => result._id === link.id && result.type === link.type);
    if (hit?.preview) return hit.preview;
  }
  return undefined;
}
