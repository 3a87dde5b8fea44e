import type { ElementKind } from '@lorewright/domain/worlds/worldView';
import type { FormEvent, ReactNode } from 'react';
import { elementKinds } from '../lib/elementKinds';
import { useGoBack } from '../lib/useGoBack';
import { FormCard } from './FormCard';

/** A kind's New page form (product.md §2): 'New Map', its lead, its fields, Back (to /creation) and 'Create Map'. */
export function NewElementCard({
  kind,
  lead,
  busy,
  onSubmit,
  children,
}: {
  kind: ElementKind;
  lead: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { label, singular } = elementKinds[kind];
  const goBack = useGoBack('/creation');
  return (
    <FormCard
      titleId={`new-${singular.toLowerCase()}-title`}
      eyebrow={label}
      title={`New ${singular}`}
      lead={lead}
      submitLabel={`Create ${singular}`}
      busy={busy}
      onSubmit={onSubmit}
      onBack={goBack}
    >
      {children}
    </FormCard>
  );
}
