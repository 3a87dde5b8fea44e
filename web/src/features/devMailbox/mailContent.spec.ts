import { describe, expect, it } from 'vitest';
import { MAIL_FRAME_SANDBOX, inAppPath, mailLinks, mailSrcdoc } from './mailContent';

describe('mail content', () => {
  it('keeps scripts out of the frame and opens its links in a new tab', () => {
    const srcdoc = mailSrcdoc(
      '<html><head><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"></head>' +
        '<body onload="x()"><script>alert(1)</script><iframe src="https://evil.example"></iframe><a href="https://example.org">Go</a></body></html>',
    );
    const doc = new DOMParser().parseFromString(srcdoc, 'text/html');
    expect(doc.querySelector('script, iframe, meta[http-equiv="refresh"], base[href]')).toBeNull();
    expect(doc.querySelector('base')?.getAttribute('target')).toBe('_blank');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain("script-src 'none'");
    // A parsed document has no window: read attributes, not jest-dom matchers.
    expect(doc.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(doc.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(srcdoc.startsWith('<!doctype html>')).toBe(true);
    expect(MAIL_FRAME_SANDBOX).not.toMatch(/allow-scripts|allow-same-origin/);
  });

  it('wraps a bare fragment in a document', () => {
    const srcdoc = mailSrcdoc('<p>Hello</p>');
    expect(srcdoc).toContain('<body><p>Hello</p></body>');
  });

  it('finds each http(s) link once, labelled by its anchor text', () => {
    expect(
      mailLinks({
        html: '<a href="https://a.example/x">https://a.example/x</a> <a href="https://a.example/x"> Open\n  it </a> <a href="mailto:a@b.c">Mail</a>',
        text: 'See https://a.example/x, https://b.example/y?z=1#top. And (https://c.example/).',
      }),
    ).toEqual([
      { url: 'https://a.example/x', label: 'Open it' },
      { url: 'https://b.example/y?z=1#top', label: null },
      { url: 'https://c.example/', label: null },
    ]);
    expect(mailLinks({ html: '', text: 'no links here' })).toEqual([]);
  });

  it.each([
    ['http://localhost:3000/activate/abc', 'http://localhost:3000', '/activate/abc'],
    ['http://localhost:3000/reset-password/a%20b?x=1#y', 'http://localhost:5173', '/reset-password/a%20b?x=1#y'],
    ['http://127.0.0.1:4000/activate/abc', 'https://lorewright.example', '/activate/abc'],
    ['https://lorewright.example/activate/abc', 'https://lorewright.example', '/activate/abc'],
    ['https://elsewhere.example/activate/abc', 'http://localhost:5173', null],
    ['http://localhost:3000/api/v1/activate/abc', 'http://localhost:3000', null],
    ['not a url', 'http://localhost:3000', null],
  ])('opens %s from %s in this app at %s', (url, origin, path) => {
    expect(inAppPath(url, origin)).toBe(path);
  });
});
