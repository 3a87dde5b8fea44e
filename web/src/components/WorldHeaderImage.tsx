import { DEFAULT_HEADER_URL, worldHeaderUrl } from '@lorewright/domain/media/imageUrl';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { useState } from 'react';

/**
 * A world's header image, or the default mountains when it has none. A header that cannot be
 * loaded (removed file, unreachable media host) falls back to the default too.
 */
export function WorldHeaderImage({
  world,
  className,
  lazy = false,
}: {
  world: Pick<WorldView, 'authorID' | 'headerImage'>;
  className?: string;
  lazy?: boolean;
}) {
  const src = worldHeaderUrl(world.authorID, world.headerImage);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img className={className} src={failed === src ? DEFAULT_HEADER_URL : src} alt="" loading={lazy ? 'lazy' : undefined} onError={() => setFailed(src)} />
  );
}
