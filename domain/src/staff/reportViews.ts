// What the staff console shows of content reports (issue 19). Owned by the reports slice.

// A report in the queue and on a person's page (reports about their content or made by them).
export interface StaffReportListItem {
  reportId: string;
  postId: string;
  target: 'post' | 'reply' | 'thread';
  targetId: string;
  reporter: { _id: string; name: string };
  author: { _id: string; name: string };
  reason: string;
  status: 'open' | 'closed';
  assignee: { _id: string; name: string } | null;
  hidden: boolean;
  reportedAt: string;
}
