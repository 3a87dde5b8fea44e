import type { StaffReportListItem } from '@lorewright/domain/staff/reportViews';
import { reportItemsOf, type ReportItemsPorts } from './reportItems';
import type { QueriesOf } from '../routeTypes';

export type ReportsOfPersonPorts = QueriesOf<'community'> & ReportItemsPorts;

// Content reports about a person's posts and replies, and the ones they made, newest first.
// Both lists come newest first from their indexes; merging them keeps that order.
export const reportsOfPerson = async (ports: ReportsOfPersonPorts, userId: string): Promise<StaffReportListItem[]> => {
  const { about, by } = await ports.queries.community.reports.aboutAndBy(userId);
  const merged: typeof about = [];
  let a = 0;
  let b = 0;
  while (a < about.length || b < by.length) {
    const takeAbout = b >= by.length || (a < about.length && about[a].reportedAt >= by[b].reportedAt);
    const next = takeAbout ? about[a++] : by[b++];
    // Someone who reported their own post is on both sides: once is enough.
    if (!merged.some((report) => report._id === next._id)) merged.push(next);
  }
  return reportItemsOf(ports, merged);
};
