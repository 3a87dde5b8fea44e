import styles from './Dashboard.module.css';

export function NotificationHistoryPage() {
  return (
    <div className="page-stack">
      <title>Notification History · Lorewright</title>
      <header className="page-heading">
        <h1 className="dashboard-title">Notification History</h1>
      </header>
      <section className="panel-card" aria-label="Notifications">
        <p className={styles.comingSoon}>Coming Soon!</p>
      </section>
    </div>
  );
}
