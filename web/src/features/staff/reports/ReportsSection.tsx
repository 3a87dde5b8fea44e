import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';

/** The person's Content Reports on their staff page. */
export function ReportsSection(_props: { items: StaffUserDetail['reports'] }) {
  return null;
}
