import { TIMELINE_TITLE_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { useState } from 'react';
import { Link } from 'react-router';
import { ElementMenu } from '../../components/ElementMenu';
import { useElementMenuActions } from '../elements/api';
import { timelineApi, useTimelines } from './api';
import { TimelineRow } from './TimelineRow';
import styles from './TimelinesMenu.module.css';

/**
 * The Timelines tab of the creation hub (product.md §2, §4): New Timeline, Calendar, a search by title
 * (labelled 'Search Worlds', as product.md has it) and the world's timelines. In edit mode the
 * author changes a row's visibility, renames one row at a time, or deletes.
 */
export function TimelinesMenu({ world }: { world: WorldView }) {
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLowerCase();
  return (
    <ElementMenu
      kind="timelines"
      world={world}
      moreButtons={
        <>
          <Link to="/calendar" className="button button-secondary">
            Calendar
          </Link>
        </>
      }
      toolbar={
        <input
          type="search"
          className={`text-input ${styles.search}`}
          aria-label="Search Worlds"
          placeholder="Search Worlds"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      }
      shown={(timeline) => timeline.title.toLowerCase().includes(wanted)}
      items={useTimelines(world._id)}
      noMatch={`No timeline's title contains "${search.trim()}".`}
      messages={m}
      actions={useElementMenuActions(timelineApi, world._id, { titleMax: TIMELINE_TITLE_MAX, texts: m })}
      row={(timeline, state) => <TimelineRow timeline={timeline} {...state} />}
    />
  );
}
