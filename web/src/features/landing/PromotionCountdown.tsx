import { countdown, promotionIsActive } from '@lorewright/domain/accounts/promotion';
import { Link } from 'react-router';
import { usePromotion } from './api';
import styles from './PromotionCountdown.module.css';
import { useNow } from './useNow';

const endFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export type PromotionState = { status: 'pending' } | { status: 'error' } | { status: 'ready'; end: Date; active: boolean };

/** The promotion band of the landing page, fed by GET /api/v1/promotion. */
export function PromotionCountdown() {
  const promotion = usePromotion();
  const state: PromotionState = promotion.isPending
    ? { status: 'pending' }
    : promotion.isError
      ? { status: 'error' }
      : { status: 'ready', end: promotion.data.end, active: promotion.data.active };
  return <PromotionCard promotion={state} />;
}

/** The offer with a countdown ticking every second; once the end passes, the ended notice. */
export function PromotionCard({ promotion }: { promotion: PromotionState }) {
  const ready = promotion.status === 'ready' ? promotion : null;
  const now = useNow(ready?.active ?? false);
  const ended = ready !== null && (!ready.active || !promotionIsActive(ready.end, now));

  return (
    <section className={styles.section} aria-labelledby="promotion-label">
      <div className={styles.card}>
        <div className={styles.copy}>
          <p id="promotion-label" className="eyebrow">
            Beta promotion
          </p>
          {ended ? (
            <>
              <h2 className={styles.title}>The promotion has ended.</h2>
              <p className={styles.text}>
                It ended on {endFormat.format(ready.end)}. Everyone who registered before then got one year of all elements free. Writings and wikis stay free
                for everyone.
              </p>
            </>
          ) : (
            <>
              <h2 className={styles.title}>One year of every element, free</h2>
              <p className={styles.text}>Everyone who registers before the promotion ends gets one year of all elements free, the paid ones included.</p>
            </>
          )}
        </div>
        <div className={styles.side}>
          {promotion.status === 'pending' && <CountdownPlaceholder />}
          {promotion.status === 'error' && (
            <p className={styles.unavailable} role="status">
              The countdown cannot be shown right now.
            </p>
          )}
          {ready && !ended && <Countdown end={ready.end} now={now} />}
          <Link to="/register" className="button button-primary button-large">
            Register
          </Link>
        </div>
      </div>
    </section>
  );
}

function Countdown({ end, now }: { end: Date; now: Date }) {
  const left = countdown(end, now);
  const units = [
    { label: 'Days', value: left.days },
    { label: 'Hours', value: left.hours },
    { label: 'Minutes', value: left.minutes },
    { label: 'Seconds', value: left.seconds },
  ];
  return (
    <div className={styles.countdown}>
      {/* role=timer is not announced on every tick; the end date below is the readable summary. */}
      <div className={styles.units} role="timer" aria-label="Time left in the promotion">
        {units.map((unit) => (
          <div key={unit.label} className={styles.unit} data-unit={unit.label.toLowerCase()}>
            <span className={styles.value}>{String(unit.value).padStart(2, '0')}</span>
            <span className={styles.label}>{unit.label}</span>
          </div>
        ))}
      </div>
      <p className={styles.ends}>Ends {endFormat.format(end)}</p>
    </div>
  );
}

function CountdownPlaceholder() {
  return (
    <div className={styles.countdown} aria-busy="true">
      <div className={styles.units} aria-hidden="true">
        {['Days', 'Hours', 'Minutes', 'Seconds'].map((label) => (
          <div key={label} className={`${styles.unit} ${styles.loading}`}>
            <span className={styles.value}>--</span>
            <span className={styles.label}>{label}</span>
          </div>
        ))}
      </div>
      <p className={styles.ends}>Loading the promotion…</p>
    </div>
  );
}
