import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-dist-'));
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'images'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">shell</div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dist, 'images', 'hero.png'), 'not really a png');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await startTestApp({ env: { DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built PWA', () => {
  it('answers every page path with the app shell, uncached, so the app draws it (404 page included)', async () => {
    for (const p of ['/', '/book', '/book?barber=2', '/admin', '/admin/login', '/no/such/page', '/store']) {
      const res = await t.get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.text).toContain('shell');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and other files for a day', async () => {
    const js = await t.get('/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toContain('immutable');
    const svg = await t.get('/images/logo.svg');
    expect(svg.headers.get('content-type')).toMatch(/svg/);
    expect(svg.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('sends the document headers (CSP, framing, opener) with pages, the worker and SVG, and only those a script, stylesheet or image uses with them', async () => {
    // Each header set travels with every answer, uncompressed: about 700 bytes that a script or
    // stylesheet never uses, 30 times over on a first visit (docs/decisions/047-lean-asset-headers.md).
    const documentOnly = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-frame-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'referrer-policy',
    ];
    for (const p of ['/', '/book', '/sw.js', '/images/logo.svg', '/api/services']) {
      const res = await t.get(p);
      expect(res.status, p).toBe(200);
      for (const h of documentOnly) expect(res.headers.get(h), `${p} ${h}`).not.toBeNull();
      expect(res.headers.get('content-security-policy'), p).toContain("frame-ancestors 'none'");
    }
    for (const p of ['/assets/index-abc123.js', '/assets/index-abc123.css', '/images/hero.png']) {
      const res = await t.get(p);
      expect(res.status, p).toBe(200);
      for (const h of documentOnly) expect(res.headers.get(h), `${p} ${h}`).toBeNull();
      // What still matters for a subresource: no type sniffing, no cross-origin embedding.
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), p).toBe('same-origin');
    }
  });

  it('answers a missing file with an extension with a 404, never HTML dressed as a script', async () => {
    const res = await t.get('/assets/index-old999.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('shell');
  });

  it('never serves files outside the build folder', async () => {
    for (const p of ['/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      const res = await t.get(p);
      expect(res.text, p).not.toContain('"name": "barbershop"');
    }
    expect((await t.get('/%E0%A4%A')).status).toBe(400);
  });

  it('keeps /api answers JSON, never the shell', async () => {
    const res = await t.get('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such API endpoint');
  });
});
