import { MAX_SCENES } from './sceneText';
import { SCENE_NAME_MAX, WRITING_TITLE_MAX } from './writingLimits';

// Every text of writings, word for word from product.md (§2, §4, §5, §8).
export const writingMessages = {
  nameRequired: 'Please enter a name.',
  folderEmpty: 'This folder is empty.',
  deleteTitle: (title: string) => `Delete "${title}"?`,
  deleteWarning: 'All data in this writing will be lost.',
  deleteFolderWarning: 'All writings in this folder will be deleted. This cannot be undone.',
  deleted: 'Writing deleted successfully.',
  updated: 'Updated successfully.',
  draftNone: 'No changes made.',
  draftTyping: 'Unsaved changes.',
  draftSaving: 'Saving changes...',
  draftSaved: 'Saved.',
  notYoutube: 'Link is not from youtube.',
  invalidLink: 'Invalid link.',
  notFound: 'Writing not found.',
  isPrivate: 'This writing is private.',
  onlyAuthor: 'Only the author can change this writing.',
  conflict:
    'This writing was saved elsewhere (another tab or device) since you opened it. Reload to see the newest version; your text is kept in this tab until then.',
  tooLong: 'This writing is longer than the 2,000,000 characters a writing may hold.',
  sceneNotFound: 'Scene not found.',
  parentNotFolder: 'A writing can only be placed inside a folder of the same world.',
  // Not given by product.md (docs/decisions.md, Writings server).
  created: 'Writing created.',
  chooseWriting: 'Please choose a writing.',
  chooseKind: 'Please choose a folder or a document.',
  titleTooLong: `Please enter a name of at most ${WRITING_TITLE_MAX} characters.`,
  sceneNameTooLong: `Please enter a scene name of at most ${SCENE_NAME_MAX} characters.`,
  sceneIdInvalid: 'A scene id is 1 to 64 letters, digits, - or _.',
  duplicateScene: 'Two scenes have the same id.',
  atLeastOneScene: 'A writing keeps at least one scene.',
  tooManyScenes: `A writing may hold at most ${MAX_SCENES} scenes.`,
  folderHasNoScenes: 'A folder has no scenes.',
  revisionRequired: 'Please send the revision the writing was loaded at.',
  overlayColor: 'Overlay colours are written #rrggbb.',
  overlayOpacity: 'The overlay opacity runs from 0 to 1.',
  backgroundTooLong: 'The background address is too long.',
  alreadyExists: 'This writing already exists.',
  sceneTextRequired: "Please send the scene's text.",
} as const;
