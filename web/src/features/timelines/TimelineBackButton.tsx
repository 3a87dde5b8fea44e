import { CreationBackButton } from '../../components/CreationBackButton';

/** What /new-timeline tells the timeline page it opens. */
export interface TimelinePageState {
  fromNewTimeline?: boolean;
}

const fromNewTimeline = (state: unknown) => (state as TimelinePageState | null)?.fromNewTimeline === true;

/** Back: to /creation when the timeline was just made on /new-timeline (product.md §2), else one step back. */
export function TimelineBackButton() {
  return <CreationBackButton newPath="/new-timeline" fromNew={fromNewTimeline} />;
}
