import { WIKI_BACKGROUND_MAX } from '@lorewright/domain/wikis/wikiLimits';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { useId, useState, type FormEvent } from 'react';
import { MediaGrid } from '../../components/MediaGrid';
import { OpacitySlider } from '../../components/OpacitySlider';
import { useMediaLibrary } from '../media/api';
import type { WikiSaver } from './useWikiSaver';
import styles from './WikiPage.module.css';

// product.md §5.6: a typed background is kept only when it is a web address; anything else is ignored.
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/** The author's background settings: a web address, a picture of the library or the default, and the overlay. */
export function WikiBackgroundPanel({ wiki, opacity, saver }: { wiki: WikiView; opacity: number; saver: Pick<WikiSaver, 'apply' | 'edit'> }) {
  const [address, setAddress] = useState(isWebAddress(wiki.backgroundImage) ? wiki.backgroundImage : '');
  const [picking, setPicking] = useState(false);
  const addressId = useId();

  const set = (event: FormEvent) => {
    event.preventDefault();
    const value = address.trim();
    if (isWebAddress(value)) saver.apply({ backgroundImage: value });
  };

  return (
    <section className={styles.panel} aria-label="Background">
      <form className={styles.panelGroup} onSubmit={set}>
        <label htmlFor={addressId} className="form-label">
          Background image
        </label>
        <div className={styles.inline}>
          <input
            id={addressId}
            className="text-input"
            value={address}
            placeholder="https://"
            maxLength={WIKI_BACKGROUND_MAX}
            autoComplete="off"
            onChange={(event) => setAddress(event.target.value)}
          />
          <button type="submit" className={`button button-secondary ${styles.add}`}>
            Set
          </button>
          <button type="button" className={`button button-secondary ${styles.add}`} aria-expanded={picking} onClick={() => setPicking(!picking)}>
            My Media
          </button>
          <button
            type="button"
            className={`button button-secondary ${styles.add}`}
            onClick={() => {
              setAddress('');
              saver.apply({ backgroundImage: '' });
            }}
          >
            Default
          </button>
        </div>
        {picking && <LibraryPicker onPick={(mediaID) => saver.apply({ backgroundMediaID: mediaID })} />}
      </form>
      <OpacitySlider className={styles.panelGroup} value={opacity} onChange={(overlayOpacity) => saver.edit((draft) => ({ ...draft, overlayOpacity }))} />
    </section>
  );
}

// Only mounted while open: the library is fetched when the author asks for it.
function LibraryPicker({ onPick }: { onPick: (mediaID: string) => void }) {
  return <MediaGrid library={useMediaLibrary()} onPick={(item) => onPick(item._id)} />;
}
