import { ELDMARK_MAP_TEXT } from './eldmarkSave';

// .map files as other versions of the generator write them, built from the Eldmark save.

// Coats of arms, as saves since 1.5 hold them: one <svg> per emblem inside <defs id="defs-emblems">,
// drawn through <use> in <g id="emblems">. Each inner </svg> closes an emblem, not the map.
const EMBLEM = (id: string, fill: string) =>
  `<svg id="${id}" xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
  `<defs><clipPath id="heater_${id}"><path d="m25,25h150v50q0,75-75,100Q25,150,25,75z"/></clipPath></defs>` +
  `<g clip-path="url(#heater_${id})"><rect x="0" y="0" width="200" height="200" fill="${fill}"/></g></svg>`;
const EMBLEMS =
  `<defs><g id="defs-emblems">${EMBLEM('burgCOA1', '#a0283c')}${EMBLEM('stateCOA1', '#2a5caa')}</g></defs>` +
  '<g id="emblems"><g id="burgEmblems"><use data-i="1" x="190" y="90" width="10" height="10" href="#burgCOA1"/></g></g>';

export const EMBLEMS_MAP_TEXT = ELDMARK_MAP_TEXT.replace('<g id="viewbox">', `${EMBLEMS}<g id="viewbox">`);

// A save of 1.4 (34 lines, save-and-load.js getMapData): no markers list (line 35) yet; each
// marker is a <use id="markerElementN"> in <g id="markers"> at its data-x and data-y (moved by a
// translate() once dragged), its note saved under that id.
const OLD_MARKERS =
  '<defs><g id="defs-markers"><symbol id="marker_volcano" viewBox="0 0 30 30"><circle cx="15" cy="15" r="10" fill="#ffffff"/><text x="50%" y="50%">🌋</text></symbol></g></defs>' +
  '<g id="markers" rescale="1">' +
  '<use id="markerElement1" xlink:href="#marker_volcano" data-id="#marker_volcano" data-x="650" data-y="150" x="635" y="120" data-size="1" width="30" height="30"/>' +
  '<use id="markerElement2" xlink:href="#marker_volcano" data-id="#marker_volcano" data-x="100" data-y="100" x="85" y="70" data-size="1" width="30" height="30" transform="translate(60, -20)"/>' +
  '<use id="markerElement3" xlink:href="#marker_volcano" data-id="#marker_volcano" data-x="300" data-y="300" x="285" y="270" data-size="1" width="30" height="30"/>' +
  '</g>';
const OLD_NOTES = [
  { id: 'markerElement1', name: 'Mount Cinder', legend: 'A volcano that wakes every hundred years.' },
  { id: 'markerElement2', name: 'Ashen Gate', legend: '<p>Moved by hand.</p>' },
  { id: 'state1', name: 'Kingdom', legend: 'not a marker' },
];

export const VERSION_1_4_MAP_TEXT = ELDMARK_MAP_TEXT.split('\r\n')
  .slice(0, 34)
  .with(0, ELDMARK_MAP_TEXT.split('\r\n')[0].replace('1.108.0', '1.4'))
  .with(4, JSON.stringify(OLD_NOTES))
  .map((line, index) => (index === 5 ? line.replace('</g></g></svg>', `</g>${OLD_MARKERS}</g></svg>`) : line))
  .join('\r\n');
