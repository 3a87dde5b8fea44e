import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// architecture.md §6: the landing page's JavaScript ≤ 150 KB gzipped. Counts what the built index.html
// loads up front (entry and its preloaded chunks) plus the landing route's own chunk; every
// other route is split off and loads on navigation. Needs `npm run build:web` first.
export const LANDING_BUDGET_KB = 150;

export const landingBundleBench = (webDist: string) => {
  const assets = path.join(webDist, 'assets');
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const upFront = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
  const landing = fs.readdirSync(assets).filter((file) => /^LandingPage-.*\.js$/.test(file));
  const files = [...new Set([...upFront, ...landing])];
  const gzipped = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(assets, file))).length, 0);
  return { files: files.length, kb: gzipped / 1024 };
};
