import type { MapLink } from '@lorewright/domain/maps/mapView';
import { elementTypeLabel, LINKED_ELEMENT_GONE, useLinkedElement } from '../lib/elementLinks';

/** A map or timeline point's link by its element's title (GET link/{type}/{id}), or why it has none. */
export function ElementLinkTitle({ link }: { link: MapLink }) {
  const element = useLinkedElement(link);
  const title = element.data?.title ?? (element.isError ? LINKED_ELEMENT_GONE : '…');
  return (
    <>
      <span>{title}</span> <small>({elementTypeLabel(link.type)})</small>
    </>
  );
}
