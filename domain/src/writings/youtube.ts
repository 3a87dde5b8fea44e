import { writingMessages as m } from './writingMessages';

// A scene's video link (product.md §4): blank clears it; otherwise it must start with
// the video site's long or short form ('Link is not from youtube.'), and carry a valid video id
// ('Invalid link.'). The embed is built from the id alone — the privacy-enhanced host, 100%
// wide and high, autoplay — so no request leaves the product and no user HTML is ever stored.

const LONG_FORMS = [
  'https://www.youtube.com/',
  'https://youtube.com/',
  'https://m.youtube.com/',
  'http://www.youtube.com/',
  'http://youtube.com/',
  'http://m.youtube.com/',
];
const SHORT_FORMS = ['https://youtu.be/', 'http://youtu.be/'];
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export type VideoLinkResult = { ok: true; videoId: string | null } | { ok: false; error: string };

// Without URL (domain is browser-safe and typed without DOM or Node globals): the id is the
// path of the short form, the v parameter of /watch, or the segment after /embed/, /shorts/, /live/.
const idFrom = (link: string): string | null => {
  const [, host = '', path = '', query = ''] = link.match(/^https?:\/\/([^/?#]+)([^?#]*)\??([^#]*)/i) ?? [];
  const candidate =
    host.toLowerCase() === 'youtu.be'
      ? path.slice(1)
      : path === '/watch'
        ? (query
            .split('&')
            .find((pair) => pair.startsWith('v='))
            ?.slice(2) ?? null)
        : (path.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null);
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
};

export const parseVideoLink = (input: string): VideoLinkResult => {
  const link = input.trim();
  if (link === '') return { ok: true, videoId: null };
  if (![...LONG_FORMS, ...SHORT_FORMS].some((prefix) => link.toLowerCase().startsWith(prefix))) return { ok: false, error: m.notYoutube };
  const videoId = idFrom(link);
  return videoId ? { ok: true, videoId } : { ok: false, error: m.invalidLink };
};

export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;

export const youtubeEmbedHtml = (videoId: string) =>
  `<iframe width="100%" height="100%" src="${youtubeEmbedUrl(videoId)}" title="Scene video" frameborder="0" allow="autoplay; encrypted-media; picture-in-picture" allowfullscreen></iframe>`;

// The id back out of a stored embed (the client renders its own iframe from it).
export const videoIdOfEmbed = (html: string): string | null => html.match(/youtube-nocookie\.com\/embed\/([A-Za-z0-9_-]{11})\?/)?.[1] ?? null;

// Scene backgrounds are taken only from http(s) addresses or the media host; anything else is
// ignored silently (product.md §4).
export const isAcceptedBackground = (value: string, mediaHost = '/media/') => /^https?:\/\//i.test(value) || value.startsWith(mediaHost);
