import { DEFAULT_AVATAR } from '@lorewright/domain/media/imageUrl';
import { IMAGE_ACCEPT } from '@lorewright/domain/media/imageTypes';
import { MEDIA_FILE_LIMIT_BYTES, mediaMessages as m } from '@lorewright/domain/media/mediaView';
import { useId, useRef, type ChangeEvent } from 'react';
import { UserAvatar } from '../../components/UserAvatar';
import type { CurrentUser } from '../../lib/session/types';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { useClearAvatar, useUpdateAvatar } from './api';
import styles from './Dashboard.module.css';

/** The avatar with upload and remove (remove hidden while the default avatar is in use). */
export function AvatarControls({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const update = useUpdateAvatar();
  const clear = useClearAvatar();
  const busy = useLoadingFlag(update.isPending || clear.isPending);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const say = (kind: 'success' | 'error' | 'warning', text: string) => dispatch(alertShown({ kind, text }));
  const onError = (error: Error) => say('error', error.message);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    // The server checks too; this spares sending a file that cannot pass.
    if (file.size > MEDIA_FILE_LIMIT_BYTES) return say('warning', m.tooLarge);
    update.mutate(file, { onSuccess: ({ message }) => say('success', message || m.avatarUpdated), onError });
  };

  const remove = () => clear.mutate(undefined, { onSuccess: ({ message }) => say('success', message || m.avatarRemoved), onError });

  return (
    <div className={styles.avatarColumn}>
      <UserAvatar user={user} size={112} />
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        onChange={upload}
        disabled={busy}
        aria-label="Avatar image file"
        tabIndex={-1}
      />
      <button type="button" className="button button-secondary" onClick={() => input.current?.click()} disabled={busy}>
        Upload Avatar
      </button>
      {user.avatarImage !== DEFAULT_AVATAR && (
        <button type="button" className="button button-secondary" onClick={remove} disabled={busy}>
          Remove Avatar
        </button>
      )}
    </div>
  );
}
