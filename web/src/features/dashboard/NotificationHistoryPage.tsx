import { DashboardPage } from '../../components/DashboardPage';
import styles from './Dashboard.module.css';

export function NotificationHistoryPage() {
  return (
    <DashboardPage title="Notification History">
      <section className="panel-card" aria-label="Notifications">
        <p className={styles.comingSoon}>Coming Soon!</p>
      </section>
    </DashboardPage>
  );
}
