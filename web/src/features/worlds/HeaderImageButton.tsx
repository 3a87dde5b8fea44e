import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { useRef, type ChangeEvent } from 'react';
import { useAppDispatch } from '../../app/store';
import { alertShown } from '../../app/uiSlice';
import { useUpdateWorldImage } from './api';
import styles from './HeaderImageButton.module.css';

/** The author's Change Image button: uploads a new header image (the server checks type and quota). */
export function HeaderImageButton({ worldId }: { worldId: string }) {
  const dispatch = useAppDispatch();
  const upload = useUpdateWorldImage();
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once so choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    upload.mutate(
      { worldID: worldId, file },
      {
        onSuccess: ({ message }) => dispatch(alertShown({ kind: 'success', text: message || m.updated })),
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );
  };

  return (
    <>
      <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="visually-hidden" onChange={onChange} tabIndex={-1} aria-label="Header image file" />
      <button type="button" className={styles.button} onClick={() => input.current?.click()} disabled={upload.isPending}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z" />
        </svg>
        {upload.isPending ? 'Uploading…' : 'Change Image'}
      </button>
    </>
  );
}
