import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * Text answers travel compressed when the browser asks (brotli first, else gzip), with
 * Vary: Accept-Encoding, and decode to exactly the uncompressed answer; images do not get compressed twice.
 */
/** The answer's bytes as they travel (Node's http client decodes nothing). */
function raw(baseURL: string, url: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(url, baseURL), { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
          else resolve({ headers: res.headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

test('HTML, CSS, JS and JSON are compressed when asked, and decode to the same bytes', async ({ baseURL }) => {
  const get = (url: string, encoding: string) => raw(baseURL!, url, encoding);
  const html = (await get('/', 'identity')).body.toString('utf8');
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  const style = /<link[^>]+href="([^"]+\.css)"/.exec(html)?.[1];
  expect(script, html).toBeTruthy();
  expect(style, html).toBeTruthy();
  for (const url of ['/', '/book', script!, style!, '/manifest.webmanifest', '/api/products']) {
    const plain = await get(url, 'identity');
    expect(plain.headers['content-encoding'], url).toBeUndefined();
    const br = await get(url, 'br, gzip');
    expect(br.headers['content-encoding'], url).toBe('br');
    expect(br.headers.vary ?? '', url).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body), url).toBe(true);
    expect(br.body.length, url).toBeLessThan(plain.body.length * 0.6);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding'], url).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body), url).toBe(true);
  }
  // Already compressed formats travel as they are.
  const png = await get('/icons/icon-512.png', 'br, gzip');
  expect(png.headers['content-encoding']).toBeUndefined();
});
