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
