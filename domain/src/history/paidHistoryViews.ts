import { z } from 'zod';
import { LanguageView } from '../languages/languageView';
import { MapView } from '../maps/mapView';
import { TimelineView } from '../timelines/timelineView';

// A map, timeline or language as it was at one revision: read-only, the very shape its page
// reads (a language's own view carries its stream's revision already), and when it was made.
const version = { revision: z.number(), at: z.string() };

export const MapVersionView = MapView.extend(version);
export type MapVersionView = z.infer<typeof MapVersionView>;

export const TimelineVersionView = TimelineView.extend(version);
export type TimelineVersionView = z.infer<typeof TimelineVersionView>;

export const LanguageVersionView = LanguageView.extend(version);
export type LanguageVersionView = z.infer<typeof LanguageVersionView>;
