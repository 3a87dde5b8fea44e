import { MEDIA_QUOTA_BYTES, usageBarProgress, usageText } from '@lorewright/domain/media/mediaView';
import styles from './MediaPage.module.css';

/** 'Used X MB / 5 MB' over a bar at 20 × the MB used (product.md §9). */
export function MediaUsage({ totalSize }: { totalSize: number }) {
  const text = usageText(totalSize);
  return (
    <div className={styles.usage}>
      <p className={styles.usageText}>{text}</p>
      <progress
        className={styles.usageBar}
        value={usageBarProgress(totalSize)}
        max={100}
        aria-label="Media allowance used"
        aria-valuetext={text}
        data-full={totalSize >= MEDIA_QUOTA_BYTES || undefined}
      />
    </div>
  );
}
