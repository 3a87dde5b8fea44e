import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { Link } from 'react-router';
import styles from './NotOwned.module.css';

/** A paid feature without its permission (product.md §6): 'You do not own this product.' and Subscribe. */
export function NotOwned() {
  return (
    <div className={styles.notOwned}>
      <p className={styles.text}>{NOT_OWNED_MESSAGE}</p>
      <Link to="/subscribe" className="button button-primary">
        Subscribe
      </Link>
    </div>
  );
}
