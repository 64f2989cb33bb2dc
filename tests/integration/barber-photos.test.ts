import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBarber, IMAGE_LIMITS } from '#shared/schemas/admin-barbers';
import { OWNER_ONLY } from '#shared/schemas/staff-accounts';
import { BarberList } from '#shared/schemas/catalogue';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createStaff, signedInStaff, signIn } from './helpers/staff-session';
import { exifIfd0Tags, GPS_INFO_TAG, photoWithGps, solidImage } from './helpers/images';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-photos-dist-'));
const STATIC_PHOTO = Buffer.from('static photo bytes');
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let barberIds: number[];

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'images', 'barbers'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">shell</div>');
  fs.writeFileSync(path.join(dist, 'images', 'barbers', 'carlos.jpg'), STATIC_PHOTO);
  t = await startTestApp({ env: { DIST_DIR: dist } });
  owner = await signedInStaff(t);
  barberIds = BarberList.parse((await t.get('/api/barbers')).body).map((b) => b.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

type Raw = { status: number; headers: Headers; bytes: Buffer; json: any };

async function send(method: string, url: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Raw> {
  const res = await fetch(t.base + url, { method, headers, body: body === undefined ? undefined : new Uint8Array(body) });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, bytes, json };
}

const upload = (barberId: number, body: Buffer, type = 'image/jpeg', headers: Record<string, string> = owner.headers) =>
  send('PUT', `/api/barbers/${barberId}/photo`, body, { 'content-type': type, ...headers });

const counts = async () => ({
  images: Number((await t.db('images').count<{ count: string }[]>('* as count'))[0]!.count),
  audit: Number((await t.db('audit_log').where({ action: 'barber.photo' }).count<{ count: string }[]>('* as count'))[0]!.count),
});

describe('PUT /api/barbers/:id/photo', () => {
  it('stores a photo without its EXIF or GPS, answers the barber with its URL, and serves it as WebP and JPEG', async () => {
    const input = await photoWithGps();
    expect(exifIfd0Tags((await sharp(input).metadata()).exif!)).toContain(GPS_INFO_TAG);
    const id = barberIds[0]!;

    const res = await upload(id, input);
    expect(res.status, res.bytes.toString()).toBe(200);
    const barber = AdminBarber.parse(res.json);
    expect(barber.id).toBe(id);
    expect(barber.photoUrl).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const webp = await send('GET', barber.photoUrl!);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const jpeg = await send('GET', barber.photoUrl!.replace(/\.webp$/, '.jpg'));
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    for (const [format, image] of [
      ['webp', webp.bytes],
      ['jpeg', jpeg.bytes],
    ] as const) {
      const m = await sharp(image).metadata();
      expect(m.format).toBe(format);
      expect(m.exif).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect([m.width, m.height]).toEqual([300, 200]);
      expect(image.toString('latin1')).not.toContain('secret-copyright-marker');
    }

    // The public list and the audit log show it.
    const listed = BarberList.parse((await t.get('/api/barbers')).body).find((b) => b.id === id)!;
    expect(listed.photoUrl).toBe(barber.photoUrl);
    const audit = await t
      .db('audit_log')
      .where({ action: 'barber.photo', entity_id: String(id) })
      .orderBy('id', 'desc')
      .first();
    expect(audit).toMatchObject({ entity: 'barber', actor: owner.account.username, after: { photoUrl: barber.photoUrl } });
  });

  it('fits a large photo within 1200 px and turns a rotated one upright', async () => {
    const big = AdminBarber.parse((await upload(barberIds[1]!, await solidImage(2400, 1800, 'jpeg'))).json);
    const bigMeta = await sharp((await send('GET', big.photoUrl!)).bytes).metadata();
    expect([bigMeta.width, bigMeta.height]).toEqual([1200, 900]);

    // Stored 300 × 200 with EXIF orientation 6 (rotate 90° clockwise to show): served 200 × 300.
    const turned = AdminBarber.parse((await upload(barberIds[1]!, await photoWithGps({ orientation: 6 }))).json);
    const served = await sharp((await send('GET', turned.photoUrl!.replace('.webp', '.jpg'))).bytes).metadata();
    expect([served.width, served.height, served.orientation ?? 1]).toEqual([200, 300, 1]);
  });

  it('refuses a text file, a file over 10 MB, over 40 megapixels or truncated with 400 { message }, changing nothing', async () => {
    const id = barberIds[2]!;
    const before = { ...(await counts()), barber: (await t.db('barbers').where({ id }).first()).photo_image_id };
    const truncated = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
    })
      .jpeg()
      .toBuffer();
    const cases: [string, Buffer, string, RegExp][] = [
      ['text as a JPEG', Buffer.from('just some text, not a photo\n'), 'image/jpeg', /not a photo/],
      ['text as text', Buffer.from('just some text, not a photo\n'), 'text/plain', /image Content-Type/],
      ['no content type', Buffer.from('x'), '', /image Content-Type/],
      ['JSON', Buffer.from('{"photo":"x"}'), 'application/json', /image Content-Type/],
      ['over 10 MB', Buffer.alloc(IMAGE_LIMITS.maxBytes + 1, 0xff), 'image/jpeg', /limit of 10 MB/],
      ['over 40 megapixels', await solidImage(8000, 6000, 'png'), 'image/png', /8000 × 6000.*40 megapixels/],
      ['truncated', truncated.subarray(0, Math.floor(truncated.length * 0.6)), 'image/jpeg', /damaged or incomplete/],
      ['empty', Buffer.alloc(0), 'image/png', /not a photo/],
    ];
    for (const [name, body, type, message] of cases) {
      const res = await send('PUT', `/api/barbers/${id}/photo`, body, { ...owner.headers, ...(type ? { 'content-type': type } : {}) });
      expect(res.status, `${name}: ${res.bytes.toString().slice(0, 200)}`).toBe(400);
      expect(res.json.message, name).toMatch(message);
    }
    expect({ ...(await counts()), barber: (await t.db('barbers').where({ id }).first()).photo_image_id }).toEqual(before);
  }, 30_000);

  it('refuses a body over 10 MB sent without a Content-Length as it streams in', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0xff);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > IMAGE_LIMITS.maxBytes + chunk.length) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const res = await fetch(`${t.base}/api/barbers/${barberIds[2]!}/photo`, {
      method: 'PUT',
      headers: { ...owner.headers, 'content-type': 'image/jpeg' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/limit of 10 MB/);
  });

  it('processes two uploads sent at once, both answered', async () => {
    const [a, b] = await Promise.all([
      upload(barberIds[0]!, await photoWithGps({ width: 640, height: 480 })),
      upload(barberIds[1]!, await photoWithGps({ width: 480, height: 640 })),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // The media type's case does not matter.
    expect((await upload(barberIds[1]!, await photoWithGps(), 'IMAGE/JPEG')).status).toBe(200);
    expect(AdminBarber.parse(a.json).photoUrl).not.toBe(AdminBarber.parse(b.json).photoUrl);
  });

  it('answers 401 without a session, 403 for staff and from another origin, 404 for an unknown barber', async () => {
    const photo = await photoWithGps();
    const id = barberIds[3]!;
    expect((await upload(id, photo, 'image/jpeg', {})).status).toBe(401);

    const account = await createStaff(t);
    await t.db('staff_users').where({ id: account.id }).update({ role: 'staff' });
    const staff = await signIn(t, account.username, account.password);
    const forbidden = await upload(id, photo, 'image/jpeg', { cookie: staff.cookie });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.message).toBe(OWNER_ONLY);

    const crossSite = await upload(id, photo, 'image/jpeg', { ...owner.headers, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);

    expect((await upload(987654, photo)).status).toBe(404);
    expect((await upload(987654, photo)).json.message).toBe('Barber not found');
    expect((await send('PUT', '/api/barbers/abc/photo', photo, { ...owner.headers, 'content-type': 'image/jpeg' })).status).toBe(400);
    expect((await t.db('barbers').where({ id }).first()).photo_image_id).toBeNull();
  });

  it('stores the same image once, however often it is sent', async () => {
    const photo = await photoWithGps({ width: 320, height: 240 });
    const before = await counts();
    const a = AdminBarber.parse((await upload(barberIds[0]!, photo)).json);
    const b = AdminBarber.parse((await upload(barberIds[3]!, photo)).json);
    const c = AdminBarber.parse((await upload(barberIds[0]!, photo)).json);
    expect(new Set([a.photoUrl, b.photoUrl, c.photoUrl]).size).toBe(1);
    const after = await counts();
    expect(after.images - before.images).toBe(1);
    expect(after.audit - before.audit).toBe(3);
  });
});

describe('GET /images/<hash>', () => {
  it('caches uploaded images for a year with an ETag, answers 304 on If-None-Match, and does not compress them', async () => {
    const { photoUrl } = AdminBarber.parse((await upload(barberIds[2]!, await solidImage(900, 600, 'png'))).json);
    const jpgUrl = photoUrl!.replace('.webp', '.jpg');
    for (const url of [photoUrl!, jpgUrl]) {
      const res = await send('GET', url, undefined, { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.bytes.length).toBeGreaterThan(1024);
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[0-9a-f]{64}\.(webp|jpg)"$/);
      // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given (a reload); a browser revalidating sends max-age=0.
      const again = await send('GET', url, undefined, { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect((await send('GET', url, undefined, { 'if-none-match': '"something-else"', 'cache-control': 'max-age=0' })).status).toBe(200);
      const head = await send('HEAD', url);
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(res.bytes.length));
    }
    const webpEtag = (await send('GET', photoUrl!)).headers.get('etag');
    expect((await send('GET', jpgUrl)).headers.get('etag')).not.toBe(webpEtag);
  });

  it('answers 404 for an unknown hash, and leaves the PWA’s own /images files to the static server', async () => {
    const unknown = await send('GET', `/images/${'a'.repeat(64)}.webp`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('No such image');

    const own = await send('GET', '/images/barbers/carlos.jpg');
    expect(own.status).toBe(200);
    expect(own.bytes.equals(STATIC_PHOTO)).toBe(true);
    expect(own.headers.get('cache-control')).toBe('public, max-age=86400');
    for (const p of [
      `/images/${'A'.repeat(64)}.webp`,
      `/images/${'a'.repeat(63)}.webp`,
      `/images/${'a'.repeat(64)}.png`,
      '/images/barbers/nobody.jpg',
    ]) {
      const res = await send('GET', p);
      expect(res.status, p).toBe(404);
      expect(res.bytes.toString(), p).not.toContain('shell');
    }
  });
});
