import { MAP_DESCRIPTION_MAX, MAP_TITLE_MAX } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DescriptionField } from '../../components/DescriptionField';
import { NewElementCard } from '../../components/NewElementCard';
import { NameField } from '../../components/NameField';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useCreateThenOpen } from '../../lib/useCreateThenOpen';
import { useObjectUrl } from '../../lib/useObjectUrl';
import { useCreateMap } from './api';
import { checkNewMap } from './checkNewMap';
import { clearGeneratedMap, generatedMap } from './generatedMapHandoff';
import { NewPaidElementPage } from '../../components/NewPaidElementPage';
import { mapPath, type MapPageState } from './mapPaths';
import styles from './NewMapPage.module.css';

/** /new-map (product.md §2, §5): title, optional description and a picture; then the new map. */
export function NewMapPage() {
  return <NewPaidElementPage feature="maps" page="New Map" livesIn="Maps live inside a world." form={(worldID) => <NewMapForm worldID={worldID} />} />;
}

// What the picture is: a chosen file's name, or the map handed over by /generate-map.
const chosenName = (image: Blob | null) => (image instanceof File ? image.name : image ? 'Generated map' : 'No image chosen');

function NewMapForm({ worldID }: { worldID: string }) {
  const dispatch = useAppDispatch();
  const create = useCreateMap();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  // A map made on /generate-map arrives as its picture (Use Map).
  const [image, setImage] = useState<Blob | null>(generatedMap);
  useEffect(() => clearGeneratedMap(), []);
  const preview = useObjectUrl(image);
  const imageId = useId();
  const nameId = useId();
  const file = useRef<HTMLInputElement>(null);
  const warn = (text: string) => dispatch(alertShown({ kind: 'warning', text }));
  const createThenOpen = useCreateThenOpen(create, {
    created: m.created,
    pathOf: mapPath,
    state: { fromNewMap: true } satisfies MapPageState,
    refused: (serverError) => (serverError ? `${m.createFailed} ${serverError}` : m.createFailed),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkNewMap(title, description, image);
    if (!checked.ok) return warn(checked.message);
    createThenOpen(checked.map(worldID));
  };

  return (
    <NewElementCard
      kind="maps"
      lead="Give your map a title and a picture, or generate one. Points and links are added on the map's own page."
      busy={create.isPending}
      onSubmit={submit}
    >
      <NameField label="Title" required value={title} max={MAP_TITLE_MAX} onChange={setTitle} />
      <DescriptionField value={description} max={MAP_DESCRIPTION_MAX} optional onChange={setDescription} />
      <div className="form-field">
        <label htmlFor={imageId} className="form-label">
          Image
        </label>
        <div className={styles.imageRow}>
          {/* The browser's own file button would say 'No file chosen' beside a generated picture:
              it is hidden, and Choose Image opens it; the name beside says what is chosen. */}
          <input
            ref={file}
            id={imageId}
            className="visually-hidden"
            tabIndex={-1}
            type="file"
            accept="image/*"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
          <button type="button" className="button button-secondary" aria-describedby={nameId} onClick={() => file.current?.click()}>
            Choose Image
          </button>
          <span id={nameId} className={styles.fileName}>
            {chosenName(image)}
          </span>
          <Link to="/generate-map" className="button button-secondary">
            Generate Map
          </Link>
        </div>
        {preview && (
          <figure className={styles.figure}>
            <img className={styles.preview} src={preview} alt="The map's picture" />
          </figure>
        )}
      </div>
    </NewElementCard>
  );
}
