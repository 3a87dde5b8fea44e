import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiUpload, unwrap } from '../lib/apiClient';

export interface ImportAnswer {
  message: string;
  worlds: { _id: string; name: string }[];
}

/** The ZIP as POST import/world takes it (multipart field `file`). */
const importWorld = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<ImportAnswer>('import/world', form).then(unwrap);
};

/**
 * Import world: a Lorewright export ZIP becomes new worlds of the signed-in person,
 * everything in them private. Shows 'Importing…' while the server checks and stores it, then a
 * link to each new world, or the server's reason for refusing.
 */
export function ImportWorldPanel() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: importWorld,
    // A new world, a new current world, media used: everything cached may have changed.
    onSuccess: () => void queryClient.invalidateQueries(),
  });

  return (
    <div role="group" aria-label="Import world">
      <p className="panel-text">
        Bring in a world from a Lorewright export (.zip): its writings, wikis, maps, timelines, languages and images become a new world of yours. Everything
        comes in private; maps, timelines and languages need their paid features, and the images count against your media space.
      </p>
      <div className="button-row">
        {/* The browser's own file control does not follow the theme: a button opens it instead. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          aria-label="Export file (.zip)"
          hidden
          onChange={(event) => {
            upload.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        <button type="button" className="button button-secondary" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {file ? `Chosen: ${file.name}` : 'Choose a ZIP…'}
        </button>
        <button type="button" className="button button-primary" disabled={!file || upload.isPending} onClick={() => file && upload.mutate(file)}>
          Import world
        </button>
      </div>
      {upload.isPending && (
        <p className="panel-text" role="status">
          Importing…
        </p>
      )}
      {upload.error && (
        <p className="panel-text" role="alert">
          {upload.error.message}
        </p>
      )}
      {upload.data && (
        <p className="panel-text" role="status">
          {upload.data.message}{' '}
          {upload.data.worlds.map((world) => (
            <Link key={world._id} to={`/world/${world._id}`}>
              Open {world.name}
            </Link>
          ))}
        </p>
      )}
    </div>
  );
}
