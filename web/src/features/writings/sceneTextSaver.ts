import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { createPartTextSaver, type PartTextEvents, type PartTextSaver } from '../live/api';
import { saveSceneText, trackSave } from './api';

// A writing's co-typed scenes, saved by whoever typed them (partTextSaver.ts). A save in flight
// is tracked, so reading the writing again waits for it.
export type SceneTextSaver = PartTextSaver<SceneContent>;

export const createSceneTextSaver = (writingID: string, events: PartTextEvents, send = saveSceneText): SceneTextSaver =>
  createPartTextSaver<SceneContent>((sceneID, content) => trackSave(writingID, send({ writingID, sceneID, content })), events);
