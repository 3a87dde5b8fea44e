import type { StaffReportListItem } from '@lorewright/domain/staff/reportViews';
import type { Stack } from '../../composition';

// Content reports about a person's posts and replies, and the ones they made, newest first.
export const reportsOfPerson = async (_stack: Stack, _userId: string): Promise<StaffReportListItem[]> => [];
