import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { worldDateText, worldPeriodText, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import type {
  ExportLanguage,
  ExportManifest,
  ExportMap,
  ExportTimeline,
  ExportWiki,
  ExportWorld,
  ExportWriting,
} from '@lorewright/domain/exports/exportFormat';
import { mentionsHtml, type ExportTitles } from './mentionsHtml';
import { escapeHtml, sceneHtml, secretMarkOf } from './sceneHtml';

// The offline reader at the root of the ZIP: plain HTML and CSS, every world pre-rendered, images
// by relative path inside the ZIP. Opened from disk it makes no request and needs no script.
// Built a world at a time: the caller adds each element's fragment as it writes its file.

const e = escapeHtml;

export interface WorldHtml {
  world: ExportWorld;
  fragments: string[];
}

// An image value as a path inside the ZIP, or null when the world's media has no such file (a
// bundled default or an outside address, which offline reading leaves out).
const imageOf = (world: ExportWorld, value: string | null | undefined): string | null => {
  if (!value) return null;
  const name = value.split('/').pop() ?? value;
  const file = world.media.find((media) => media.name === name);
  return file ? `worlds/${encodeURIComponent(world.id)}/${file.file}` : null;
};

const img = (src: string | null, alt: string, className = '') =>
  src ? `<img src="${e(src)}" alt="${e(alt)}"${className ? ` class="${className}"` : ''}>` : '';

// A dated fact's period or a scene's date as the world's calendar reads it ('' when undated).
const periodSpan = (calendar: Calendar, period: WorldPeriod | undefined) => {
  const text = worldPeriodText(calendar, period);
  return text ? ` <span class="date">(${e(text)})</span>` : '';
};
const dateLine = (text: string) => (text ? `<p class="date">${e(text)}</p>` : '');

export const writingHtml = (world: ExportWorld, writing: ExportWriting, calendar: Calendar = GREGORIAN_CALENDAR) =>
  writing.type === 'folder'
    ? ''
    : `<article id="writing-${e(writing.id)}" class="element"><h2>${e(writing.title)}</h2>${writing.scenes
        .map(
          (scene) =>
            `<section class="scene">${img(imageOf(world, scene.backgroundImage), '', 'banner')}<h3 class="scene-name">${e(scene.name)}</h3>${dateLine(scene.date ? worldDateText(calendar, scene.date) : '')}${sceneHtml(scene.content)}</section>`,
        )
        .join('\n')}</article>`;

// A secret part (header field, section, point) is marked as a secret scene line is: only the
// world's author exports it. Mentions in a section's or a point's text link to the element's place.
export const wikiHtml = (world: ExportWorld, wiki: ExportWiki, titles: ExportTitles, calendar: Calendar = GREGORIAN_CALENDAR) =>
  `<article id="wiki-${e(wiki.id)}" class="element"><h2>${e(wiki.title)}</h2><p class="muted">${e(wiki.subtitle)} · ${e(wiki.category)}</p>` +
  dateLine(worldPeriodText(calendar, wiki.lifespan)) +
  `<div class="gallery">${wiki.images.map((image) => img(imageOf(world, image.name), wiki.title)).join('')}</div>` +
  (wiki.headerFields.length
    ? `<dl>${wiki.headerFields
        .map((f) => {
          const [mark, attributes] = secretMarkOf(f.secret);
          return `<dt${attributes}>${mark}${e(f.field)}</dt><dd>${e(f.value)}${periodSpan(calendar, f.period)}</dd>`;
        })
        .join('')}</dl>`
    : '') +
  wiki.sections
    .map((section) => {
      const [mark, attributes] = secretMarkOf(section.secret);
      return `<section${attributes}><h3>${mark}${e(section.title)}</h3>${dateLine(worldPeriodText(calendar, section.period))}${section.content
        .split('\n')
        .map((line) => `<p>${mentionsHtml(line, titles)}</p>`)
        .join('')}</section>`;
    })
    .join('') +
  `</article>`;

const percent = (n: number) => `${Math.max(0, Math.min(100, n * 100)).toFixed(2)}%`;

export const mapHtml = (world: ExportWorld, map: ExportMap, titles: ExportTitles, calendar: Calendar = GREGORIAN_CALENDAR) => {
  const src = imageOf(world, map.image);
  const markers = map.points
    .map((point, i) => `<span class="marker" style="left:${percent(point.x)};top:${percent(point.y)}" title="${e(point.name)}">${i + 1}</span>`)
    .join('');
  return (
    `<article id="map-${e(map.id)}" class="element"><h2>${e(map.title)}</h2><p>${e(map.description)}</p>` +
    (src ? `<div class="map">${img(src, map.title)}${markers}</div>` : '') +
    `<ol class="points">${map.points
      .map((p) => {
        const [mark, attributes] = secretMarkOf(p.secret);
        return `<li${attributes}>${mark}<strong>${e(p.name)}</strong> <span class="muted">(${Math.round(p.x * 100)}%, ${Math.round(p.y * 100)}%)</span>${periodSpan(calendar, p.period)}${p.description ? ` — ${mentionsHtml(p.description, titles)}` : ''}</li>`;
      })
      .join('')}</ol></article>`
  );
};

const dateText = (date: { year: number; month: string; day: number | null }) => [date.day ?? '', date.month, date.year].filter((part) => part !== '').join(' ');

export const timelineHtml = (_world: ExportWorld, timeline: ExportTimeline, titles: ExportTitles) =>
  `<article id="timeline-${e(timeline.id)}" class="element"><h2>${e(timeline.title)}</h2><p>${e(timeline.description)}</p>` +
  timeline.lines
    .map(
      (line) =>
        `<section><h3>${e(line.name)}</h3><ol class="timeline">${[...line.nodes]
          .sort((a, b) => a.date.year - b.date.year)
          .map((node) => {
            const [mark, attributes] = secretMarkOf(node.secret);
            return `<li${attributes}>${mark}<span class="date">${e(dateText(node.date))}${node.end ? ` – ${e(dateText(node.end))}` : ''}</span> <strong>${e(node.title)}</strong>${node.subtitle ? ` — ${mentionsHtml(node.subtitle, titles)}` : ''}</li>`;
          })
          .join('')}</ol></section>`,
    )
    .join('') +
  `</article>`;

export const languageHtml = (world: ExportWorld, language: ExportLanguage) =>
  `<article id="language-${e(language.id)}" class="element"><h2>${e(language.title)}</h2>` +
  (language.keys.length
    ? `<h3>Keys</h3><table><tr><th>Key</th><th>Rune</th></tr>${language.keys.map((k) => `<tr><td>${e(k.key)}</td><td>${img(imageOf(world, k.rune), k.key, 'rune')}</td></tr>`).join('')}</table>`
    : '') +
  `<h3>Words</h3><table><tr><th>Word</th><th>Meaning</th><th>Part</th></tr>${language.words.map((w) => `<tr><td>${e(w.word)}</td><td>${e(w.meaning)}</td><td>${e(w.type)}</td></tr>`).join('')}</table></article>`;

const STYLE = `
:root{color-scheme:dark}body{margin:0;background:#17171b;color:#e6e4df;font:17px/1.6 Georgia,'Times New Roman',serif}
main{max-width:52rem;margin:0 auto;padding:2rem 1.25rem}nav{background:#202027;padding:1rem 1.25rem;border-radius:.5rem}
a{color:#9fc7ff}h1,h2,h3,h4{font-family:system-ui,sans-serif;line-height:1.25}h2{border-bottom:1px solid #3a3a44;padding-bottom:.3rem;margin-top:2.5rem}
.world{margin-top:3rem}.muted{color:#9a98a0}.element{margin:2rem 0}.scene{margin:1.5rem 0}.scene-name{color:#c9b98f}
img{max-width:100%;height:auto}.banner{max-height:12rem;object-fit:cover;width:100%;border-radius:.4rem}.gallery img{max-height:14rem;margin:.25rem}
.map{position:relative}.map img{display:block;width:100%}.marker{position:absolute;transform:translate(-50%,-50%);background:#d9534f;color:#fff;border-radius:50%;min-width:1.5em;height:1.5em;text-align:center;font:bold 12px/1.5em system-ui,sans-serif;border:2px solid #fff}
table{border-collapse:collapse}td,th{border:1px solid #3a3a44;padding:.3rem .6rem;text-align:left}.rune{height:2rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.2rem 1rem}dt{color:#9a98a0}
.date{font-family:system-ui,sans-serif;color:#c9b98f}
.secret{border-left:2px dashed #f2c36b;padding-left:.75rem}.secret-mark{color:#f2c36b;font:600 13px system-ui,sans-serif;border:1px solid #f2c36b;border-radius:1em;padding:0 .5em}`;

export const indexHtml = (manifest: ExportManifest, worlds: readonly WorldHtml[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Lorewright export — ${e(worlds.map(({ world }) => world.name).join(', ') || 'no worlds')}</title><style>${STYLE}</style></head>
<body><main><h1>Lorewright export</h1><p class="muted">Exported ${e(manifest.exportedAt)} · format ${e(manifest.format)} v${manifest.version}. The data files are in the worlds/ folder; their JSON Schema is schema/export.schema.json.</p>
<nav><ul>${worlds.map(({ world }) => `<li><a href="#world-${e(world.id)}">${e(world.name)}</a></li>`).join('')}</ul></nav>
${worlds
  .map(
    ({ world, fragments }) =>
      `<section class="world" id="world-${e(world.id)}">${img(imageOf(world, world.headerImage), world.name, 'banner')}<h1>${e(world.name)}</h1><p>${e(world.description)}</p>${fragments.join('\n')}</section>`,
  )
  .join('\n')}
</main></body></html>
`;
