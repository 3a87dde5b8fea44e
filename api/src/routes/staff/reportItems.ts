import type { ContentReportRecord } from '@lorewright/projections/community/postRecords';
import type { StaffReportListItem } from '@lorewright/domain/staff/reportViews';
import type { QueriesOf } from '../routeTypes';

// How much of the reported text the console shows.
const EXCERPT_LENGTH = 200;
const excerptOf = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…` : chars.join('');
};

// Where the content is shown: the feed has no page per post, a thread has its own.
export const contentLink = ({ postKind, subforum, threadID }: Pick<ContentReportRecord, 'postKind' | 'subforum' | 'threadID'>) =>
  postKind === 'feed' || !subforum || !threadID ? '/community/posts' : `/community/forum/${subforum}/${threadID}`;

export type ReportItemsPorts = QueriesOf<'accounts' | 'community'>;

// Reports as the staff console shows them: names as they are now (none is stored with a
// report), the content as it is now.
export const reportItemsOf = async (ports: ReportItemsPorts, records: readonly ContentReportRecord[]): Promise<StaffReportListItem[]> => {
  const community = ports.queries.community;
  const people = [...new Set(records.flatMap((record) => [record.reporterID, record.authorID, ...(record.assigneeID ? [record.assigneeID] : [])]))];
  const users = await Promise.all(people.map((id) => ports.queries.accounts.userById(id)));
  const names = new Map(people.map((id, index) => [id, users[index]?.name ?? id]));
  const person = (_id: string) => ({ _id, name: names.get(_id) ?? _id });

  return Promise.all(
    records.map(async (record): Promise<StaffReportListItem> => {
      const post = await community.postById(record.postID);
      const reply = record.target === 'reply' ? await community.replyById(record.targetID) : null;
      const content = record.target === 'reply' ? reply : post;
      const gone = !content || (reply?.deleted ?? false);
      const hiddenReason = content?.hiddenReason ?? null;
      return {
        reportId: record._id,
        postId: record.postID,
        target: record.target,
        targetId: record.targetID,
        reporter: person(record.reporterID),
        author: person(record.authorID),
        reason: record.reason,
        status: record.status,
        assignee: record.assigneeID ? person(record.assigneeID) : null,
        hidden: hiddenReason !== null,
        hiddenReason,
        gone,
        excerpt: gone || !content ? '' : excerptOf(content.content),
        title: record.target === 'reply' ? null : (post?.title ?? null),
        link: contentLink(record),
        reportedAt: record.reportedAt,
        closedAt: record.closedAt,
      };
    }),
  );
};
