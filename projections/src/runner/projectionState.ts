// Bookkeeping of one projection, stored as a document in the read store so it commits in the
// same transaction as the read-model changes it describes.

export const PROJECTIONS_COLLECTION = '_projections';

export interface BuildState {
  version: number;
  build: number;
  // Global position of the last event applied to this build.
  position: number;
}

import type { Lease } from './leasedState';

// A build reads were switched away from, and when: dropped once the grace has passed.
export interface RetiredBuild {
  tag: string;
  at: number;
}

export interface ProjectionState {
  _id: string;
  // The build reads are served from.
  active: BuildState | null;
  // A build being written from zero (new version or requested rebuild); becomes active once it
  // has caught up with the log.
  next: BuildState | null;
  rebuildRequested: boolean;
  lease: Lease | null;
  // Builds replaced by a newer one, dropped after a grace period so readers in other API
  // instances can move over.
  retired: RetiredBuild[];
}

export const buildTag = (build: Pick<BuildState, 'version' | 'build'>) => `v${build.version}b${build.build}`;
export const physicalCollection = (logical: string, tag: string) => `${logical}_${tag}`;

export const emptyProjectionState = (name: string): ProjectionState => ({
  _id: name,
  active: null,
  next: null,
  rebuildRequested: false,
  lease: null,
  retired: [],
});
