import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listAfterPaint, pageAssets, RadixBeasties } from './render-page';

describe('critical CSS', () => {
  it('keeps only the Radix responsive rules the page uses (plain :where groups are matched, not dropped)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beasties-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'app.css'),
        [
          '.rt-Heading{margin:0}',
          '.rt-Heading:where(.rt-r-size-8){font-size:40px}',
          '.rt-Heading:where(.rt-r-size-3){font-size:18px}',
          '@media (min-width:1024px){.rt-Heading:where(.md\\:rt-r-size-9){font-size:60px}.rt-Heading:where(.md\\:rt-r-size-2){font-size:16px}}',
          '.rt-Button:where(:focus-visible){outline:2px solid}',
          '.rt-Heading:where(.rt-r-size-8):hover{color:red}',
          '.unused{color:blue}',
        ].join('\n'),
      );
      const html = '<html><head><link rel="stylesheet" href="/app.css"></head><body><h1 class="rt-Heading rt-r-size-8 md:rt-r-size-9">Hi</h1></body></html>';
      const out = await new RadixBeasties({ path: dir, publicPath: '/', preload: 'media-script', logLevel: 'silent', pruneSource: false }).process(html);
      const inline = /<style>([\s\S]*?)<\/style>/.exec(out)![1]!;
      expect(inline).toContain('.rt-Heading:where(.rt-r-size-8){font-size:40px}');
      expect(inline).toContain('.rt-Heading:where(.md\\:rt-r-size-9){font-size:60px}');
      expect(inline).not.toContain('rt-r-size-3');
      expect(inline).not.toContain('md\\:rt-r-size-2');
      expect(inline).not.toContain('.unused');
      // With any other pseudo-class the rule is judged as Beasties does: by what remains (kept when in doubt).
      expect(inline).toContain('.rt-Heading:where(.rt-r-size-8):hover');
      // The stylesheet itself no longer blocks the first paint.
      expect(out).toMatch(/<link rel="stylesheet" href="\/app.css" media="print" data-beasties-media="all">/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a page’s assets', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_card.js': { file: 'assets/card.js', css: ['assets/card.css'], imports: ['_react.js'] },
    'features/store/pages/store-page.tsx': { file: 'assets/store-page.js', css: ['assets/store.css'], imports: ['index.html', '_react.js', '_card.js'] },
  };
  it('are the page module’s code and CSS and what it imports, less what the shell links already', () => {
    expect(pageAssets(manifest, ['features/store/pages/store-page.tsx'])).toEqual({
      css: ['assets/store.css', 'assets/card.css'],
      js: ['assets/store-page.js', 'assets/card.js'],
    });
    expect(pageAssets(manifest, [])).toEqual({ css: [], js: [] });
  });
});

describe('what a page loads after its first paint', () => {
  const beastiesOut = [
    '<html><head><style>h1{color:red}</style>',
    '<link rel="stylesheet" crossorigin href="/assets/site.css" media="print" data-beasties-media="all">',
    '<noscript><link rel="stylesheet" crossorigin href="/assets/site.css"></noscript>',
    '<link rel="stylesheet" crossorigin href="/assets/store.css?a=1&amp;b=2" media="print" data-beasties-media="all">',
    '<noscript><link rel="stylesheet" crossorigin href="/assets/store.css?a=1&amp;b=2"></noscript>',
    '</head><body><div id="root"><h1>Hi</h1></div></body></html>',
  ].join('\n');

  it('leaves no stylesheet outside <noscript> (even media="print" is fetched while the page loads), and lists them with the route’s modules', () => {
    const out = listAfterPaint(beastiesOut, ['/assets/store-page.js', '/assets/en-public.js']);
    const outsideNoscript = out.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(outsideNoscript).not.toMatch(/<link[^>]*stylesheet/);
    expect(out.match(/<noscript><link rel="stylesheet"[^>]*><\/noscript>/g)).toHaveLength(2);
    const json = /<script type="application\/json" id="page-assets">([^<]*)<\/script>\s*<\/head>/.exec(out)?.[1];
    expect(JSON.parse(json!)).toEqual({ styles: ['/assets/site.css', '/assets/store.css?a=1&b=2'], modules: ['/assets/store-page.js', '/assets/en-public.js'] });
    expect(out).toContain('<style>h1{color:red}</style>');
  });

  it('cannot close its script element, whatever a URL holds', () => {
    const out = listAfterPaint('<html><head></head><body></body></html>', ['/assets/</script><script>alert(1)</script>.js']);
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/id="page-assets">([^<]*)<\/script>/.exec(out)![1]!).modules).toEqual(['/assets/</script><script>alert(1)</script>.js']);
  });
});
