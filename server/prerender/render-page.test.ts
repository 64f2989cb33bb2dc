import { describe, expect, it } from 'vitest';
import { pageAssets, pageHead } from './render-page';

describe('a page’s assets', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_card.js': { file: 'assets/card.js', css: ['assets/card.css'], imports: ['_react.js'] },
    'features/store/pages/store-page.tsx': {
      file: 'assets/store-page.js',
      css: ['assets/store.css'],
      imports: ['index.html', '_react.js', '_card.js'],
    },
  };
  it('are the page module’s code and CSS and what it imports, less what the shell links already', () => {
    expect(pageAssets(manifest, ['features/store/pages/store-page.tsx'])).toEqual({
      css: ['assets/store.css', 'assets/card.css'],
      js: ['assets/store-page.js', 'assets/card.js'],
    });
    expect(pageAssets(manifest, [])).toEqual({ css: [], js: [] });
  });
  it('list the app’s start first when asked (the boot file’s dynamic import and what it imports), each file once', () => {
    const withApp = {
      ...manifest,
      'index.html': { file: 'assets/index.js', dynamicImports: ['main.tsx'] },
      'main.tsx': { file: 'assets/main.js', isDynamicEntry: true, imports: ['index.html', '_react.js', '_site.js'] },
      '_site.js': { file: 'assets/site.js', imports: ['_react.js'] },
    };
    expect(pageAssets(withApp, ['main.tsx', 'features/store/pages/store-page.tsx']).js).toEqual([
      'assets/main.js',
      'assets/react.js',
      'assets/site.js',
      'assets/store-page.js',
      'assets/card.js',
    ]);
  });
});

describe('what a page’s head gains', () => {
  it('links its stylesheets, render-blocking (no media switch, nothing inline), and lists only its modules (and its year) for after the paint', () => {
    const head = pageHead(['/assets/site.css', '/assets/store.css?a=1&b="2"'], ['/assets/store-page.js', '/assets/en-public.js'], 2026);
    const links = head.match(/<link\b[^>]*>/g);
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/site.css">',
      '<link rel="stylesheet" crossorigin href="/assets/store.css?a=1&amp;b=&quot;2&quot;">',
    ]);
    expect(head).not.toMatch(/<style|<noscript|media=/);
    const json = /<script type="application\/json" id="page-assets">([^<]*)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(json!)).toEqual({ modules: ['/assets/store-page.js', '/assets/en-public.js'], year: 2026 });
  });

  it('cannot close its script element, whatever a URL holds', () => {
    const head = pageHead([], ['/assets/</script><script>alert(1)</script>.js'], 2026);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/id="page-assets">([^<]*)<\/script>/.exec(head)![1]!).modules).toEqual([
      '/assets/</script><script>alert(1)</script>.js',
    ]);
  });
});
