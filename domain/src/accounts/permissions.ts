import { forbidden } from '../shared/errors';

// Feature permissions (product.md §6): writings and wikis are free forever; the paid elements are
// allowed while their expiry date is in the future.
export const FREE_FEATURES = ['writings', 'wikis'] as const;
export const PAID_FEATURES = ['timelines', 'maps', 'languages'] as const;
export type Feature = (typeof FREE_FEATURES)[number] | (typeof PAID_FEATURES)[number];
export type PaidFeature = (typeof PAID_FEATURES)[number];

// Feature name → ISO date the permission expires.
export type Permissions = Partial<Record<PaidFeature, string>>;

export const hasPermission = (permissions: Permissions, feature: Feature, now: Date): boolean => {
  if ((FREE_FEATURES as readonly string[]).includes(feature)) return true;
  const until = permissions[feature as PaidFeature];
  return until !== undefined && new Date(until).getTime() > now.getTime();
};

export interface PermissionRow {
  feature: Feature;
  allowed: boolean;
  // 'Forever' for free features, 'Until {date}' while allowed, '--' otherwise.
  until: string;
}

// The dashboard's 'Your Permissions' table.
export const permissionRows = (permissions: Permissions, now: Date, formatDate: (iso: string) => string): PermissionRow[] => [
  ...FREE_FEATURES.map((feature) => ({ feature, allowed: true, until: 'Forever' })),
  ...PAID_FEATURES.map((feature) => {
    const allowed = hasPermission(permissions, feature, now);
    return { feature, allowed, until: allowed ? `Until ${formatDate(permissions[feature]!)}` : '--' };
  }),
];

// The product's text for a paid element the user has no permission for.
export const NOT_OWNED_MESSAGE = 'You do not own this product.';

// The one server-side rule for paid elements: creating and changing a map, timeline or language
// needs its permission at the moment of the change (viewing public ones stays free). Deciders
// call it with the actor's permissions and the command's clock time.
export const requireFeature = (permissions: Permissions, feature: Feature, now: Date) => {
  if (!hasPermission(permissions, feature, now)) throw forbidden(NOT_OWNED_MESSAGE);
};
