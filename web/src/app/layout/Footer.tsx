import { Link } from 'react-router';
import styles from './Footer.module.css';

const helpLinks = [
  { to: '/help', label: 'Help' },
  { to: '/help/faq', label: 'FAQ' },
  { to: '/updates', label: 'Updates & Fixes' },
];

const policyLinks = [
  { to: '/help/terms-of-service', label: 'Terms of Service' },
  { to: '/help/privacy-policy', label: 'Privacy Policy' },
  { to: '/help/storing-passwords', label: 'Storing Passwords' },
  { to: '/help/inappropriate-content', label: 'Inappropriate Content' },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.name}>
            Lorewright
          </Link>
          <p className={styles.tagline}>Worldbuilding and creative writing.</p>
        </div>
        <nav className={styles.columns} aria-label="Footer">
          <LinkColumn title="Help" links={helpLinks} />
          <LinkColumn title="Policies" links={policyLinks} />
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>© {new Date().getFullYear()} Lorewright</p>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
