import { imageUrl } from '@lorewright/domain/media/imageUrl';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import type { CSSProperties } from 'react';
import { ElementLinkTitle } from '../../components/ElementLinkTitle';
import { MentionText } from '../../components/mentions/MentionText';
import { SecretMark } from '../../components/secrets/SecretPart';
import type { CardAnchor } from './cardAnchor';
import { formatNodeDate } from './timelineDates';
import type { DraftNode } from './timelineDraft';
import { UNTITLED_POINT } from './TimelineMarker';
import type { TimelineMode } from './useTimelineEditor';
import text from '../../components/PointInfoCard.module.css';
import styles from './TimelineInfoCard.module.css';

const CARD_WIDTH = 260;
const HINTS: Record<TimelineMode, string> = { view: 'Click to edit', reposition: 'Click and drag to reposition', newPoint: 'Click a line to add a point' };

/** The card of a hovered point (product.md §2): title, subtitle, date or dates, picture, links, and the author's hint. */
export function TimelineInfoCard({
  node,
  timeline,
  anchor,
  hint,
}: {
  node: DraftNode;
  timeline: TimelineView;
  anchor: CardAnchor | null;
  hint: TimelineMode | null;
}) {
  const picture = imageUrl('timelines', timeline.authorID, node.image?.name);
  const when = [node, ...(node.end ? [node.end] : [])].map((date) => formatNodeDate(timeline.calendar, date)).join(' – ');
  const place: CSSProperties | undefined =
    anchor?.x === null || anchor?.x === undefined || anchor.y === null
      ? undefined
      : { position: 'fixed', left: Math.max(8, Math.min(anchor.x, window.innerWidth - CARD_WIDTH - 8)), top: anchor.y + 8 };
  return (
    <div className={`${text.box} ${styles.card}`} style={place} role="tooltip">
      {picture && <img className={text.picture} src={picture} alt="" />}
      <p className={text.name}>{node.title || UNTITLED_POINT}</p>
      {/* Only the author ever receives a secret point. */}
      {node.secret && <SecretMark />}
      <p className={styles.date}>{when}</p>
      {node.subtitle && <MentionText className={text.description} text={node.subtitle} />}
      {node.links.length > 0 && (
        <ul className={text.links}>
          {node.links.map((link) => (
            <li key={link._id}>
              <ElementLinkTitle link={link} />
            </li>
          ))}
        </ul>
      )}
      {hint && <p className={text.hint}>{HINTS[hint]}</p>}
    </div>
  );
}
