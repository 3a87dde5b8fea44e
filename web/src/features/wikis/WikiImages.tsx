import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { WIKI_IMAGES_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { DEFAULT_WIKI_IMAGE, type WikiImage, type WikiView } from '@lorewright/domain/wikis/wikiView';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { useRef, useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { VisibilityBadge } from '../../components/icons/Icon';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useDeleteWikiImage, useUploadWikiImage, type WikiChanges } from './api';
import styles from './WikiPage.module.css';

type Asking = { kind: 'visibility'; image: WikiImage; name: string; visibility: Visibility } | { kind: 'delete'; image: WikiImage } | null;

export interface WikiImagesProps {
  wiki: WikiView;
  isAuthor: boolean;
  onApply: (changes: WikiChanges) => void;
  // The page's copy of the wiki follows what an upload or a delete answered.
  onStored: (wiki: WikiView) => void;
}

/**
 * The picture shown large until one is chosen: the first uploaded one readers see (the default
 * silhouette only stands in while there is none); the author's private uploads come after.
 */
export const mainImageOf = (images: readonly WikiImage[]): WikiImage | undefined => {
  const uploaded = images.filter((image) => image.mediaId !== null && image.name !== DEFAULT_WIKI_IMAGE);
  return uploaded.find((image) => image.visibility === 'public') ?? uploaded[0] ?? images[0];
};

/**
 * The wiki's pictures (product.md §3): one shown large, the others as thumbnails. The author uploads,
 * makes each public or private (a reader never receives a private one) and deletes.
 */
export function WikiImages({ wiki, isAuthor, onApply, onStored }: WikiImagesProps) {
  const dispatch = useAppDispatch();
  const upload = useUploadWikiImage(wiki._id);
  const remove = useDeleteWikiImage(wiki._id);
  const file = useRef<HTMLInputElement>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const shown = wiki.images.find((image) => image._id === shownId) ?? mainImageOf(wiki.images);
  const urlOf = (image: WikiImage) => imageUrl('wikis', wiki.authorID, image.name) ?? '';
  const onError = (error: Error) => dispatch(alertShown({ kind: 'error', text: error.message }));

  const confirm = () => {
    if (!asking) return;
    setAsking(null);
    if (asking.kind === 'delete') {
      remove.mutate(asking.image._id, {
        onSuccess: ({ message, wiki: fresh }) => {
          onStored(fresh);
          dispatch(alertShown({ kind: 'success', text: message }));
        },
        onError,
      });
      return;
    }
    onApply({ images: wiki.images.map(({ _id, visibility }) => ({ _id, visibility: _id === asking.image._id ? asking.visibility : visibility })) });
  };

  if (!shown && !isAuthor) return null;
  return (
    <div className={styles.images}>
      {shown && <img className={styles.mainImage} src={urlOf(shown)} alt={`${wiki.title}, image ${wiki.images.indexOf(shown) + 1}`} />}
      {(wiki.images.length > 1 || isAuthor) && (
        <ul className={styles.thumbs} aria-label="Images">
          {wiki.images.map((image, index) => {
            const name = `Image ${index + 1}`;
            const next: Visibility = image.visibility === 'public' ? 'private' : 'public';
            return (
              <li key={image._id} className={styles.thumb} data-shown={image === shown || undefined}>
                <button type="button" className={styles.thumbButton} aria-label={`Show ${name}`} onClick={() => setShownId(image._id)}>
                  <img src={urlOf(image)} alt="" />
                </button>
                {isAuthor && (
                  <div className={styles.thumbTools}>
                    <button
                      type="button"
                      className={styles.partButton}
                      aria-label={`Make ${name} ${next}`}
                      title={`${image.visibility === 'public' ? 'Public' : 'Private'}: make it ${next}`}
                      onClick={() => setAsking({ kind: 'visibility', image, name, visibility: next })}
                    >
                      <VisibilityBadge visibility={image.visibility} />
                    </button>
                    <button
                      type="button"
                      className={`${styles.partButton} ${styles.danger}`}
                      aria-label={`Delete ${name}`}
                      onClick={() => setAsking({ kind: 'delete', image })}
                    >
                      ✕
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {isAuthor && wiki.images.length < WIKI_IMAGES_MAX && (
        <>
          <button type="button" className={`button button-secondary ${styles.add}`} disabled={upload.isPending} onClick={() => file.current?.click()}>
            {upload.isPending ? 'Uploading…' : 'Upload Image'}
          </button>
          <input
            ref={file}
            type="file"
            accept="image/*"
            hidden
            aria-label="Image file"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) {
                upload.mutate(chosen, {
                  onSuccess: ({ image, wiki: fresh }) => {
                    onStored(fresh);
                    setShownId(image._id);
                  },
                  onError,
                });
              }
            }}
          />
        </>
      )}

      {asking?.kind === 'visibility' && (
        <ConfirmModal
          open
          title={wm.confirmVisibility(asking.name, asking.visibility)}
          text={asking.visibility === 'public' ? wm.publicText : wm.privateText}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'delete' && (
        <ConfirmModal open title={m.deleteImageTitle} warning={m.deleteImageWarning} onConfirm={confirm} onCancel={() => setAsking(null)} />
      )}
    </div>
  );
}
