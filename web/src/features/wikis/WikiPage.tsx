import { asOfText, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ElementRefused } from '../../components/ElementRefused';
import { PageLoading } from '../../components/PageLoading';
import { useAsOf } from '../worldTime/api';
import { useWiki } from './api';
import { WikiDisplay } from './WikiDisplay';

/**
 * /wiki/{id} (product.md §2): the wiki, edited in place by its author and read by everyone else;
 * /wiki/{id}?asOf=1175 reads it as of a date of its world's calendar (a shareable address).
 */
export function WikiPage() {
  const { id = '' } = useParams();
  const { asOf, setAsOf } = useAsOf();
  const wiki = useWiki(id, { asOf });
  // A date chosen on the page (not the address it was opened at) takes the focus along to what
  // it shows: the banner that names the date, or, back at today, the button that picks one.
  const [chosenHere, setChosenHere] = useState(false);
  const choose = (date: WorldDate | undefined) => {
    setChosenHere(true);
    setAsOf(date);
  };

  if (wiki.isError) return <ElementRefused noun="Wiki" screen="Wiki" error={wiki.error} onRetry={() => void wiki.refetch()} />;
  // The page edits what it loads: it starts only from an answer fetched now, so its first save
  // names the newest section revisions.
  if (!wiki.data || !wiki.isFetchedAfterMount) return <PageLoading title="Wiki" />;
  // Another date is another page: its saver (read-only then) starts from that date's answer.
  return <WikiDisplay key={`${id}@${asOf ? asOfText(asOf) : 'now'}`} wiki={wiki.data} asOf={asOf} onAsOf={choose} dateChosen={chosenHere} />;
}
