// The timeline's constants (product.md §9) and the lengths product.md leaves open
// (docs/decisions.md, Timelines), shared by the request schemas, the decider and the client.
export const TIMELINE_ZOOM = { maxPx: 30_000, stepPx: 1_000 } as const;
// The grid starts at 11 lines and doubles at powers of two; wheel zoom speed scales with
// 1 + zoom/1000; pinch multiplies the distance change by 10.
export const TIMELINE_GRID_LINES = 11;
export const TIMELINE_WHEEL_DIVISOR = 1_000;
export const TIMELINE_PINCH_FACTOR = 10;

export const DEFAULT_START_YEAR = 0;
export const DEFAULT_END_YEAR = 100;
export const DEFAULT_ZONE_ID = 'default';
export const DEFAULT_ZONE_NAME = 'Default';
export const DEFAULT_OVERLAY_COLOR = '#1a1a1a';
export const DEFAULT_OVERLAY_OPACITY = 0.5;

export const TIMELINE_TITLE_MAX = 100;
export const TIMELINE_DESCRIPTION_MAX = 1_000;
export const LINE_NAME_MAX = 100;
export const NODE_TITLE_MAX = 100;
export const NODE_SUBTITLE_MAX = 1_000;
export const ZONE_NAME_MAX = 100;
export const TIMELINE_BACKGROUND_MAX = 2_000;
// A timeline holds at most this many lines, points (all lines together) and zones; one update
// call names at most as many.
export const TIMELINE_LINES_MAX = 50;
export const TIMELINE_NODES_MAX = 10_000;
export const TIMELINE_ZONES_MAX = 100;
export const NODE_LINKS_MAX = 20;
// Line, point and zone ids are made by the client (random hex) or the server.
export const TIMELINE_PART_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const OVERLAY_COLOR = /^#[0-9a-fA-F]{6}$/;
