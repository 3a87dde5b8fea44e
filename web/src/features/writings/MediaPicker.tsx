import { MediaGrid } from '../../components/MediaGrid';
import { mediaItemUrl } from '../../lib/mediaImage';
import { useMediaLibrary } from '../media/api';

/** The user's uploaded pictures (POST user/media), to use one as a scene background. */
export function MediaPicker({ onPick }: { onPick: (url: string) => void }) {
  return <MediaGrid library={useMediaLibrary()} onPick={(item) => onPick(mediaItemUrl(item))} />;
}
