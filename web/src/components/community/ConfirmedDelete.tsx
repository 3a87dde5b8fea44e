import { useState } from 'react';
import { ConfirmModal } from '../ConfirmModal';
import { useActionRunner } from './useActionRunner';
import styles from './Post.module.css';

/** 'Delete', asking first (the author only sees it); the server's message shows once done. */
export function ConfirmedDelete({ title, fallback, remove }: { title: string; fallback?: string; remove: () => Promise<{ message: string }> }) {
  const [asking, setAsking] = useState(false);
  const { busy, run } = useActionRunner();
  return (
    <>
      <button type="button" className={styles.action} disabled={busy} onClick={() => setAsking(true)}>
        Delete
      </button>
      <ConfirmModal
        open={asking}
        title={title}
        text="This cannot be undone."
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void run(remove, ({ message }) => message || fallback);
        }}
      />
    </>
  );
}
