// The map's constants (product.md §9) and the lengths product.md leaves open
// (docs/decisions.md, Maps), shared by the request schemas, the decider and the client.
export const MAP_ZOOM = { min: 0.5, max: 3, start: 1, step: 0.1 } as const;
// Wheel zoom changes by deltaY × zoom / 1000; panning may go this far past the overflow.
export const MAP_WHEEL_DIVISOR = 1000;
export const MAP_PAN_BORDER_PX = 100;

export const DEFAULT_POINT_COLOR = '#ff5444';
export const DEFAULT_POINT_ICON = 'pin';
export const DEFAULT_POINT_NAME = 'Name';
export const DEFAULT_POINT_DESCRIPTION = 'Description';

export const MAP_TITLE_MAX = 100;
export const MAP_DESCRIPTION_MAX = 1_000;
export const POINT_NAME_MAX = 100;
export const POINT_DESCRIPTION_MAX = 2_000;
// A map holds at most this many points, and one updatePoints call names at most as many.
export const MAP_POINTS_MAX = 10_000;
export const POINT_LINKS_MAX = 20;
// Point and link ids are made by the client (random hex) or the server.
export const MAP_PART_ID = /^[A-Za-z0-9_-]{1,64}$/;
// Names every plain object has (Object.prototype's own names) and `prototype`: no new point takes
// one as its id (a 400), rather than stored as an ordinary id. Ids are random hex made by the
// client, so no real client sends these; `__proto__` cannot even arrive as a key of the points
// object (the JSON body parser refuses it), and the web client keeps points in plain objects
// keyed by id, where these names would be taken for what every object inherits.
export const RESERVED_POINT_IDS: ReadonlySet<string> = new Set([
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'constructor',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
  'prototype',
]);
export const POINT_COLOR = /^#[0-9a-fA-F]{6}$/;
