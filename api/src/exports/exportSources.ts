import { createLanguageQueries } from '@lorewright/projections/languages/languageQueries';
import { createMapQueries } from '@lorewright/projections/maps/mapQueries';
import { createMediaQueries } from '@lorewright/projections/media/mediaQueries';
import { createRelationQueries } from '@lorewright/projections/relations/relationQueries';
import type { ProjectionViews } from '@lorewright/projections/runner/projectionViews';
import { createTimelineQueries } from '@lorewright/projections/timelines/timelineQueries';
import { createWikiQueries } from '@lorewright/projections/wikis/wikiQueries';
import { createWorldQueries } from '@lorewright/projections/worlds/worldQueries';
import { createWritingQueries } from '@lorewright/projections/writings/writingQueries';
import type { MediaStorage } from '../media/mediaStorage';
import type { ExportSources } from './exportContent';

// The element queries the pages use, over a reactor's own views of the read store.
export const exportSourcesOf = (views: ProjectionViews, files: Pick<MediaStorage, 'get'>): ExportSources => ({
  worlds: createWorldQueries(views),
  writings: createWritingQueries(views),
  wikis: createWikiQueries(views),
  maps: createMapQueries(views),
  timelines: createTimelineQueries(views),
  languages: createLanguageQueries(views),
  media: createMediaQueries(views),
  relations: createRelationQueries(views),
  files,
});
