// The rules of the generator's page stylesheet (public/index.css) that change how a saved map is
// drawn. A saved SVG does not carry them, so without them resvg fills every open line (borders,
// routes, the coast, the states' halo) in black and lays states, cultures and rivers over the
// sea unmasked. Given to the drawing as the document's first stylesheet (azgaarPicture.ts), so
// the map's own styles still win, as they do on the generator's page.
export const AZGAAR_PAGE_CSS = `
#map { fill-rule: evenodd; }
#population, #cells, #compass { fill: none; }
#landmass { mask: url(#land); fill-rule: evenodd; }
#lakes { mask: url(#water); }
#oceanLayers, #terrs { fill-rule: evenodd; }
#coastline { fill: none; stroke-linejoin: round; }
#statesHalo { fill: none; stroke-linecap: round; stroke-linejoin: round; }
#statesBody, #provincesBody, #relig, #biomes, #cults { stroke-linejoin: round; fill-rule: evenodd; }
#statesBody, #provincesBody, #relig, #cults { mask: url(#land); }
#borders { stroke-linejoin: round; fill: none; }
#rivers { stroke: none; mask: url(#land); fill-rule: nonzero; }
#routes { fill: none; }
#armies text { stroke: none; fill: #fff; dominant-baseline: central; text-anchor: middle; fill-opacity: 1; }
#prec text { font-size: 32px; stroke: none; }
#labels { text-anchor: middle; dominant-baseline: central; }
#labels text[data-label-type="burg"][data-label-shape="point"] { dominant-baseline: alphabetic; text-anchor: middle; }
`;
