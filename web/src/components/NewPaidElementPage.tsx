import type { PaidFeature } from '@lorewright/domain/accounts/permissions';
import type { ReactNode } from 'react';
import { NoWorldChosen } from './NoWorldChosen';
import { PaidElementAccess } from './PaidElementAccess';

/**
 * A paid kind's New page (product.md §2): behind the feature's door, the form for the current
 * world, or where the kind's elements live when no world is chosen.
 */
export function NewPaidElementPage({
  feature,
  page,
  livesIn,
  form,
}: {
  feature: PaidFeature;
  page: string;
  livesIn: string;
  form: (worldID: string) => ReactNode;
}) {
  return (
    <PaidElementAccess feature={feature} page={page}>
      {(user) => (user.currentWorldID ? form(user.currentWorldID) : <NoWorldChosen badge={page} livesIn={livesIn} />)}
    </PaidElementAccess>
  );
}
