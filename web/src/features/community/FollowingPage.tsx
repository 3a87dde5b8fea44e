import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { DashboardPage } from '../../components/DashboardPage';
import { Loaded } from '../../components/Loaded';
import { WorldCard, WorldCardList, type WorldPreview } from '../../components/WorldCard';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useFollowingWorlds, useToggleFollowWorld } from '../worlds/api';
import styles from './Community.module.css';

/** /dashboard/following: the worlds the user follows, each with Unfollow. */
export function FollowingPage() {
  const following = useFollowingWorlds();

  return (
    <DashboardPage title="Following" intro="Worlds you follow. Private worlds you can no longer see drop off this list.">
      <Loaded query={following}>
        {(worlds) =>
          worlds.length === 0 ? (
            <section className={styles.panel} aria-label="Followed worlds">
              <p className={styles.empty}>{m.notFollowing}</p>
            </section>
          ) : (
            <WorldCardList worlds={worlds} label="Followed worlds" card={(world) => <WorldCard world={world} actions={<UnfollowButton world={world} />} />} />
          )
        }
      </Loaded>
    </DashboardPage>
  );
}

function UnfollowButton({ world }: { world: WorldPreview }) {
  const dispatch = useAppDispatch();
  const unfollow = useToggleFollowWorld();
  return (
    <button
      type="button"
      className={`button button-secondary ${styles.small}`}
      disabled={unfollow.isPending}
      aria-label={`Unfollow ${world.name}`}
      onClick={() =>
        unfollow.mutate(world._id, {
          onSuccess: ({ message }) => dispatch(alertShown({ kind: 'success', text: message || m.unfollowed })),
          onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
        })
      }
    >
      Unfollow
    </button>
  );
}
