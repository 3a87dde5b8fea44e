import styles from './Dashboard.module.css';

export function NotificationHistoryPage() {
  return (
    <div className={styles.page}>
      <title>Notification History · Lorewright</title>
      <header className={styles.header}>
        <h1 className={styles.title}>Notification History</h1>
      </header>
      <section className={styles.panel} aria-label="Notifications">
        <p className={styles.comingSoon}>Coming Soon!</p>
      </section>
    </div>
  );
}
