import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Icon } from '../../components/icons/Icon';
import { NotFoundCard } from '../../components/NotFoundPage';
import { PageLoading } from '../../components/PageLoading';
import { LoadFailedCard, StatusDetail, StatusText } from '../../components/StatusCard';
import { UserAvatar } from '../../components/UserAvatar';
import { ApiRequestError } from '../../lib/apiClient';
import { formatDate } from '../../lib/formatDate';
import { useCurrentUser } from '../../lib/session/api';
import { SUBFORUMS } from '@lorewright/domain/community/subforums';
import { useProfile, type Profile, type ProfileWorld } from './api';
import styles from './ProfilePage.module.css';

export const NO_PUBLIC_WORLDS = 'No public worlds yet.';
// The shared empty state of product.md §8.9.
export const NO_POSTS = 'There are no posts.';
export const NO_THREADS = 'No forum threads yet.';

/** The public profile at /user/{id} (product.md §2): avatar, name, member-since date, worlds, recent posts and threads. */
export function ProfilePage() {
  const { id = '' } = useParams();
  const profile = useProfile(id);

  if (profile.isPending) return <PageLoading title="Profile" />;
  if (profile.isError) {
    if (profile.error instanceof ApiRequestError && profile.error.status === 404) {
      return (
        <NotFoundCard title="Profile Not Found">
          <StatusText>{profile.error.message}</StatusText>
          <StatusDetail>The link may be wrong, or the account is not active yet.</StatusDetail>
        </NotFoundCard>
      );
    }
    return <LoadFailedCard badge="Profile" title="Could not load this profile" error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  return <ProfileView profile={profile.data} />;
}

function ProfileView({ profile }: { profile: Profile }) {
  const me = useCurrentUser();
  const nameId = useId();
  const own = me?._id === profile._id;

  return (
    <div className={styles.page}>
      <title>{`${profile.name} · Lorewright`}</title>
      <section className={styles.hero} aria-labelledby={nameId}>
        <UserAvatar user={profile} size={112} className={styles.avatar} />
        <div className={styles.identity}>
          <h1 id={nameId} className={styles.name}>
            {profile.name}
          </h1>
          <p className={styles.since}>
            <span className={styles.sinceLabel}>Member since</span> <time dateTime={profile.dateJoined}>{formatDate(profile.dateJoined)}</time>
          </p>
          <ul className={styles.stats} aria-label="Activity">
            <li>
              <strong>{profile.worlds.length}</strong> {profile.worlds.length === 1 ? 'world' : 'worlds'}
            </li>
            <li>
              <strong>{profile.posts.length}</strong> {profile.posts.length === 1 ? 'post' : 'posts'}
            </li>
            <li>
              <strong>{profile.threads.length}</strong> {profile.threads.length === 1 ? 'thread' : 'threads'}
            </li>
          </ul>
        </div>
        {own && (
          <div className={styles.ownActions}>
            <Link to="/dashboard/settings" className="button button-secondary">
              Edit profile
            </Link>
          </div>
        )}
      </section>

      <div className="two-columns">
        <ProfileSection title="Worlds" empty={NO_PUBLIC_WORLDS} icon={<Icon name="globe" size={20} className={styles.sectionIcon} />}>
          {profile.worlds.map((world, index) => {
            const { id, label } = worldEntry(world);
            return (
              <li key={id || index}>
                <Link to={`/world/${encodeURIComponent(id)}`} className={styles.entry}>
                  {label}
                </Link>
              </li>
            );
          })}
        </ProfileSection>
        <ProfileSection title="Posts" empty={NO_POSTS} icon={<Icon name="quill" size={20} className={styles.sectionIcon} />}>
          {profile.posts.map((post) => (
            <li key={post._id}>
              <Link to="/community/posts" className={styles.entry}>
                <span className={styles.entryTitle}>{post.excerpt.trim() || 'Untitled post'}</span>
                <Posted date={post.datePosted} />
              </Link>
            </li>
          ))}
        </ProfileSection>
      </div>
      <ProfileSection title="Forum threads" empty={NO_THREADS} icon={<Icon name="doc" size={20} className={styles.sectionIcon} />}>
        {profile.threads.map((thread) => (
          <li key={thread._id}>
            <Link to={`/community/forum/${encodeURIComponent(thread.subforum)}/${encodeURIComponent(thread._id)}`} className={styles.entry}>
              <span className={styles.entryTitle}>{thread.title}</span>
              <Posted date={thread.datePosted} where={subforumName(thread.subforum)} />
            </Link>
          </li>
        ))}
      </ProfileSection>
    </div>
  );
}

function ProfileSection({ title, empty, icon, children }: { title: string; empty: string; icon: ReactNode; children: ReactNode[] }) {
  const titleId = useId();
  return (
    <section className="panel-card" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {icon}
        {title}
      </h2>
      {children.length === 0 ? <p className={styles.empty}>{empty}</p> : <ul className={styles.entries}>{children}</ul>}
    </section>
  );
}

function worldEntry(world: ProfileWorld): { id: string; label: string } {
  if (typeof world === 'string') return { id: world, label: 'Untitled world' };
  return { id: world._id, label: world.name || world.title || 'Untitled world' };
}

/** When (and where) a post or thread appeared, under its title. */
function Posted({ date, where }: { date: string; where?: string }) {
  return (
    <span className={styles.entryMeta}>
      {where && `${where} · `}
      <time dateTime={date}>{formatDate(date)}</time>
    </span>
  );
}

function subforumName(slug: string): string {
  return SUBFORUMS.find((subforum) => subforum.slug === slug)?.name ?? slug;
}
