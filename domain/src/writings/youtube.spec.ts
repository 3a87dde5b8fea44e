import { describe, expect, it } from 'vitest';
import { isAcceptedBackground, parseVideoLink, videoIdOfEmbed, youtubeEmbedHtml } from './youtube';

describe('scene video links', () => {
  it('accepts the long and the short form and keeps only the video id', () => {
    expect(parseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toEqual({ ok: true, videoId: 'dQw4w9WgXcQ' });
    expect(parseVideoLink(' https://youtu.be/dQw4w9WgXcQ ')).toEqual({ ok: true, videoId: 'dQw4w9WgXcQ' });
  });

  it('a blank link clears the video', () => {
    expect(parseVideoLink('   ')).toEqual({ ok: true, videoId: null });
  });

  it('another site is not from youtube; a youtube link without a valid id is invalid', () => {
    expect(parseVideoLink('https://vimeo.com/123')).toEqual({ ok: false, error: 'Link is not from youtube.' });
    expect(parseVideoLink('https://www.youtube.com/watch?v=short')).toEqual({ ok: false, error: 'Invalid link.' });
    expect(parseVideoLink('https://youtu.be/')).toEqual({ ok: false, error: 'Invalid link.' });
  });

  it('the embed is built from the id on the privacy-enhanced host, full size with autoplay', () => {
    const html = youtubeEmbedHtml('dQw4w9WgXcQ');
    expect(html).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(html).toContain('width="100%" height="100%"');
    expect(videoIdOfEmbed(html)).toBe('dQw4w9WgXcQ');
  });

  it('backgrounds come only from http(s) or the media host', () => {
    expect(isAcceptedBackground('https://example.com/a.png')).toBe(true);
    expect(isAcceptedBackground('/media/uploads/u1/m1.png')).toBe(true);
    expect(isAcceptedBackground('javascript:alert(1)')).toBe(false);
    expect(isAcceptedBackground('ftp://x')).toBe(false);
  });
});
