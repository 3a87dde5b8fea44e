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

// A paid element is changed on its world owner's plan: when that plan has ended, anyone else who
// may edit is told whose plan it is, since subscribing themselves would not help.
const PAID_ELEMENT: Record<PaidFeature, string> = { maps: 'map', timelines: 'timeline', languages: 'language' };
export const ownerPlanEndedMessage = (feature: PaidFeature) =>
  `The owner's ${feature} plan has ended: this ${PAID_ELEMENT[feature]} is read-only until they subscribe again.`;
export const ownerPlanEndedForNewMessage = (feature: PaidFeature) =>
  `The owner's ${feature} plan has ended: no new ${PAID_ELEMENT[feature]} can be made in this world until they subscribe again.`;

// The refusal of a change (or of a new element) on a world whose owner's plan has ended.
export const planEndedMessage = (feature: PaidFeature, { byOwner, isNew }: { byOwner: boolean; isNew: boolean }) =>
  byOwner ? NOT_OWNED_MESSAGE : isNew ? ownerPlanEndedForNewMessage(feature) : ownerPlanEndedMessage(feature);

// A paid element's command carries its world owner's permissions, whoever acts: someone other
// than the owner refused by them is told it is the owner's plan that ended.
export const requireOwnersPlan = (
  command: { permissions: Permissions; now: string; actorId: string; world: { authorID: string } },
  feature: PaidFeature,
  { isNew }: { isNew: boolean },
) => {
  if (!hasPermission(command.permissions, feature, new Date(command.now)))
    throw forbidden(planEndedMessage(feature, { byOwner: command.actorId === command.world.authorID, isNew }));
};

// The one server-side rule for paid elements: creating and changing a map, timeline or language
// needs its permission at the moment of the change (viewing public ones stays free). An import
// into the importer's own new worlds calls it with their permissions; the elements' deciders ask
// requireOwnersPlan above.
export const requireFeature = (permissions: Permissions, feature: Feature, now: Date) => {
  if (!hasPermission(permissions, feature, now)) throw forbidden(NOT_OWNED_MESSAGE);
};
