import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { useRef, type ChangeEvent } from 'react';
import { Icon } from '../../components/icons/Icon';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
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
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="visually-hidden"
        onChange={onChange}
        tabIndex={-1}
        aria-label="Header image file"
      />
      <button type="button" className={styles.button} onClick={() => input.current?.click()} disabled={upload.isPending}>
        <Icon name="camera" size={16} />
        {upload.isPending ? 'Uploading…' : 'Change Image'}
      </button>
    </>
  );
}
