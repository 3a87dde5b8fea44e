import { DISCOVER_PAGE_SIZE, discoverMessages as m, type DiscoverItem, type DiscoverOrder } from '@lorewright/domain/inspiration/discover';
import { WIKI_CATEGORIES, type WikiCategory } from '@lorewright/domain/wikis/wikiView';
import { ELEMENT_NAMES, type ElementName } from '@lorewright/domain/worlds/element.commands';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icons/Icon';
import { Loaded } from '../../components/Loaded';
import { Pagination } from '../../components/Pagination';
import { formatDate } from '../../lib/formatDate';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppSelector } from '../../lib/state/store';
import { useDiscover, useIdeaBoardChanges, useIdeaBoards } from './api';
import { elementPathOf, kindInfoOf } from './elementPaths';
import styles from './Inspiration.module.css';

// Like the community's world search: the list waits until typing has paused.
const SEARCH_DEBOUNCE_MS = 400;

const kindOf = kindInfoOf;
const categoryLabel = (category: WikiCategory) => category[0].toUpperCase() + category.slice(1);
const pathOf = (item: DiscoverItem) => elementPathOf(item.kind, item._id);

/** Discover: public work of the community, newest or most followed first, by kind (and wiki category) and title (a title search lists newest first). */
export function DiscoverSection() {
  const [kind, setKind] = useState<ElementName | ''>('');
  const [category, setCategory] = useState<WikiCategory | ''>('');
  const [text, setText] = useState('');
  const [order, setOrder] = useState<DiscoverOrder>('newest');
  const [page, setPage] = useState(0);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const discover = useDiscover({ kind: kind || undefined, category: (kind === 'wiki' && category) || undefined, order, text: settled }, page);
  const listTop = useRef<HTMLHeadingElement>(null);
  const pageCount = Math.ceil((discover.data?.total ?? 0) / DISCOVER_PAGE_SIZE);
  // Saving to an idea board: signed-in users with a board choose which one.
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const boards = useIdeaBoards(isSignedIn).data ?? [];
  const [chosenBoard, setChosenBoard] = useState('');
  const board = boards.find((each) => each._id === chosenBoard) ?? boards.at(0);
  const { addIdea } = useIdeaBoardChanges();
  const save = (item: DiscoverItem) => board && addIdea.mutate({ boardId: board._id, idea: { element: { kind: item.kind, id: item._id } } });

  // A new filter starts from the first page.
  useEffect(() => setPage(0), [kind, category, order, settled]);

  const turnTo = (next: number) => {
    setPage(next);
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <section className={styles.section} aria-labelledby="discover-title" aria-busy={discover.isFetching}>
      <h2 id="discover-title" className={styles.sectionTitle} ref={listTop}>
        Discover
      </h2>
      <p className={styles.sectionLead}>Public wikis, maps, writings, timelines and languages from the community’s public worlds.</p>
      <form role="search" className={styles.filters} onSubmit={(event) => event.preventDefault()}>
        <label className={styles.filter}>
          <span className="form-label">Kind</span>
          <select className="text-input" value={kind} onChange={(event) => setKind(event.target.value as ElementName | '')}>
            <option value="">Everything</option>
            {ELEMENT_NAMES.map((each) => (
              <option key={each} value={each}>
                {kindOf(each).label}
              </option>
            ))}
          </select>
        </label>
        {kind === 'wiki' && (
          <label className={styles.filter}>
            <span className="form-label">Wiki category</span>
            <select className="text-input" value={category} onChange={(event) => setCategory(event.target.value as WikiCategory | '')}>
              <option value="">All categories</option>
              {WIKI_CATEGORIES.map((each) => (
                <option key={each} value={each}>
                  {categoryLabel(each)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.filter}>
          <span className="form-label">Order</span>
          <select className="text-input" value={order} onChange={(event) => setOrder(event.target.value as DiscoverOrder)} disabled={settled !== ''}>
            <option value="newest">Newest</option>
            <option value="mostFollowed">Most followed</option>
          </select>
        </label>
        {board && (
          <label className={styles.filter}>
            <span className="form-label">Save to board</span>
            <select className="text-input" value={board._id} onChange={(event) => setChosenBoard(event.target.value)}>
              {boards.map((each) => (
                <option key={each._id} value={each._id}>
                  {each.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={`${styles.filter} ${styles.searchFilter}`}>
          <span className="form-label">Title</span>
          <input type="search" className="text-input" placeholder="Search titles" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
      </form>
      <Loaded query={discover}>
        {(found) =>
          found.items.length === 0 ? (
            <p className="empty-note">{m.nothingFound}</p>
          ) : (
            <>
              <ul className={discover.isPlaceholderData ? `${styles.cards} ${styles.turning}` : styles.cards} aria-label="Public work">
                {found.items.map((item) => (
                  <DiscoverCard
                    key={`${item.kind}-${item._id}`}
                    item={item}
                    saveTo={
                      board && {
                        name: board.name,
                        saved: board.ideas.some((idea) => idea.type === 'element' && idea.element.elementId === item._id),
                        onSave: () => save(item),
                      }
                    }
                  />
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCount} onChange={turnTo} label="Discover pages" />
            </>
          )
        }
      </Loaded>
    </section>
  );
}

function DiscoverCard({ item, saveTo }: { item: DiscoverItem; saveTo?: { name: string; saved: boolean; onSave: () => void } }) {
  const kind = kindOf(item.kind);
  return (
    <li className={styles.card}>
      <span className={styles.kind}>
        <Icon name={`${item.kind}s`} size={16} />
        {kind.singular}
        {item.category && ` · ${categoryLabel(item.category)}`}
      </span>
      <h3 className={styles.cardTitle}>
        <Link to={pathOf(item)} className={styles.cardLink}>
          {item.title}
        </Link>
      </h3>
      <span className={styles.cardMeta}>
        in <Link to={`/world/${encodeURIComponent(item.worldID)}`}>{item.worldName || 'a public world'}</Link> ·{' '}
        <time dateTime={item.createdOn}>{formatDate(item.createdOn)}</time>
        {item.followers > 0 && ` · ${item.followers} ${item.followers === 1 ? 'follower' : 'followers'}`}
      </span>
      {saveTo &&
        (saveTo.saved ? (
          <span className={styles.saved}>
            <span aria-hidden="true">✓</span> Saved to {saveTo.name}
          </span>
        ) : (
          <button
            type="button"
            className={`button button-secondary ${styles.save}`}
            aria-label={`Save “${item.title}” to ${saveTo.name}`}
            onClick={saveTo.onSave}
          >
            Save
          </button>
        ))}
    </li>
  );
}
