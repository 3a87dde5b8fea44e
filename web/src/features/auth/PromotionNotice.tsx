import { AlertMessage } from '../../components/Alerts';
import { usePromotion } from './api';
import styles from './AuthCard.module.css';

export const formatPromotionEnd = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** While the promotion runs (GET promotion): every feature free for a year, and until when. */
export function PromotionNotice() {
  const { data } = usePromotion();
  if (!data?.active) return null;
  return (
    <div className={styles.notice}>
      <AlertMessage kind="success" inline>
        All features are free for 1 year for everyone who registers before {formatPromotionEnd(data.end)}.
      </AlertMessage>
    </div>
  );
}
