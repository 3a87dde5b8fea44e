import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { MAP_TITLE_MAX } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { NewMapInput } from './api';

type NewMapCheck = { ok: true; map: (worldID: string) => NewMapInput } | { ok: false; message: string };

/** The new-map form's rules (product.md §7): a title that is not blank, then a picture. */
export function checkNewMap(title: string, description: string, image: Blob | null): NewMapCheck {
  const checked = checkDisplayName(title, { blank: m.enterName, max: MAP_TITLE_MAX, tooLong: m.titleTooLong });
  if (!checked.ok) return checked;
  if (!image) return { ok: false, message: m.provideImage };
  // The description is sent only when it is not blank (api.ts).
  return { ok: true, map: (worldID) => ({ title: checked.text, worldID, description: description.trim(), file: image }) };
}
