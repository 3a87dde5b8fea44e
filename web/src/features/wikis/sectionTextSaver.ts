import { createPartTextSaver, type PartTextEvents, type PartTextSaver } from '../live/api';
import { saveSectionText } from './api';

// A wiki's co-typed sections, saved by whoever typed them (partTextSaver.ts).
export type SectionTextEvents = PartTextEvents;
export type SectionTextSaver = PartTextSaver<string>;

export const createSectionTextSaver = (wikiID: string, events: SectionTextEvents, send = saveSectionText): SectionTextSaver =>
  createPartTextSaver<string>((sectionID, content) => send({ wikiID, sectionID, content }), events);
