import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ExportPanel } from '../../components/ExportPanel';
import { ImportWorldPanel } from '../../components/ImportWorldPanel';
import { NotLoggedIn } from '../../components/NotLoggedIn';
import { PageLoading } from '../../components/PageLoading';
import { WorldCardList } from '../../components/WorldCard';
import { useCurrentUser } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useDeleteWorld, useMyWorlds, useSelectWorld, useSharedWorlds } from './api';
import { MemberWorldCard } from './MemberWorldCard';
import { OwnWorldCard } from './OwnWorldCard';
import styles from './ManageWorldsPage.module.css';

/**
 * /manage-worlds: the user's worlds, then the worlds shared with them (where they are a member);
 * choosing one makes it current, Delete asks first (product.md §2).
 */
export function ManageWorldsPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  return (
    <div className={styles.page}>
      <title>Manage Worlds · Lorewright</title>
      {isSignedIn ? <ManageWorlds /> : <NotLoggedIn page="Manage Worlds" />}
    </div>
  );
}

function ManageWorlds() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const worlds = useMyWorlds();
  const shared = useSharedWorlds();
  const user = useCurrentUser();
  const currentWorldID = user?.currentWorldID ?? null;
  const selectWorld = useSelectWorld();
  const deleteWorld = useDeleteWorld();
  const [toDelete, setToDelete] = useState<WorldView | null>(null);
  const [toExport, setToExport] = useState<WorldView | null>(null);
  const showError = (error: Error) => dispatch(alertShown({ kind: 'error', text: error.message }));

  const select = (world: WorldView) => selectWorld.mutate(world._id, { onSuccess: () => void navigate('/creation'), onError: showError });

  const confirmDelete = () => {
    if (!toDelete) return;
    setToDelete(null);
    deleteWorld.mutate(toDelete._id, {
      onSuccess: ({ message }) => dispatch(alertShown({ kind: 'success', text: message || m.deleted })),
      onError: showError,
    });
  };

  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Manage Worlds</h1>
          <p className={styles.lead}>Choose the world to work on, start a new one, or delete one you no longer need.</p>
        </div>
        <div className="button-row">
          <Link to="/creation" className="button button-secondary">
            Back
          </Link>
          <Link to="/create-world" className="button button-primary">
            New World
          </Link>
        </div>
      </header>

      {worlds.isPending ? (
        <PageLoading />
      ) : worlds.isError ? (
        <p className={styles.empty} role="alert">
          {worlds.error.message}
        </p>
      ) : worlds.data.length === 0 ? (
        <p className={styles.empty}>{m.noWorlds}</p>
      ) : (
        <WorldCardList
          worlds={worlds.data}
          label="Your worlds"
          card={(world) => (
            <OwnWorldCard
              world={world}
              current={world._id === currentWorldID}
              busy={selectWorld.isPending || deleteWorld.isPending}
              onSelect={() => select(world)}
              onDelete={() => setToDelete(world)}
              onExport={() => setToExport(world)}
            />
          )}
        />
      )}

      {user && shared.data && shared.data.length > 0 && (
        <section aria-labelledby="shared-worlds-title">
          <h2 id="shared-worlds-title" className={styles.sectionTitle}>
            Shared with you
          </h2>
          <WorldCardList
            worlds={shared.data}
            label="Worlds shared with you"
            card={(world) => (
              <MemberWorldCard
                world={world}
                userId={user._id}
                current={world._id === currentWorldID}
                busy={selectWorld.isPending}
                onSelect={() => select(world)}
              />
            )}
          />
        </section>
      )}

      {toExport && (
        <section className="panel-card" aria-labelledby="export-world-title">
          <h2 id="export-world-title" className="panel-title">
            Export {toExport.name}
          </h2>
          <ExportPanel
            key={toExport._id}
            target={{ scope: 'world', worldId: toExport._id }}
            label="Export world"
            description="A ZIP of this world: its writings, wikis, maps, timelines and languages, and every image, in the format you choose."
          />
        </section>
      )}

      <section className="panel-card" aria-labelledby="import-world-title">
        <h2 id="import-world-title" className="panel-title">
          Import world
        </h2>
        <ImportWorldPanel />
      </section>

      <ConfirmModal
        open={toDelete !== null}
        title={`Delete "${toDelete?.name ?? ''}"?`}
        warning={m.deleteWarning}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
