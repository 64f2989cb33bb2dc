import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const key = (path: string, lang = 'en', build = 'b1') => ({ path, lang, build });

function setup(opts: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  let listening = true;
  const cache = createPageCache<string>({ ...opts, listening: () => listening, clock: () => now });
  let renders = 0;
  const render = (value: string) => async () => {
    renders += 1;
    return value;
  };
  return {
    cache,
    render,
    renders: () => renders,
    advance: (ms: number) => (now += ms),
    setListening: (v: boolean) => (listening = v),
  };
}

describe('the pre-rendered pages’ cache', () => {
  it('keeps a page per path, language and build', async () => {
    const t = setup();
    expect(await t.cache.get(key('/'), t.render('home'))).toBe('home');
    expect(await t.cache.get(key('/'), t.render('again'))).toBe('home');
    expect(await t.cache.get(key('/', 'es'), t.render('inicio'))).toBe('inicio');
    expect(await t.cache.get(key('/', 'en', 'b2'), t.render('next build'))).toBe('next build');
    expect(t.renders()).toBe(3);
  });

  it('renders a page asked twice at once only once', async () => {
    const t = setup();
    const [x, y] = await Promise.all([t.cache.get(key('/'), t.render('one')), t.cache.get(key('/'), t.render('two'))]);
    expect([x, y]).toEqual(['one', 'one']);
    expect(t.renders()).toBe(1);
  });

  it('drops everything on clear, and never keeps a render that a clear overtook', async () => {
    const t = setup();
    await t.cache.get(key('/'), t.render('old'));
    t.cache.clear();
    expect(await t.cache.get(key('/'), t.render('new'))).toBe('new');
    let finish!: (v: string) => void;
    const slow = t.cache.get(key('/about'), () => new Promise<string>((r) => (finish = r)));
    t.cache.clear(); // the data changed while it rendered
    // A request after the change does not join the stale render.
    const fresh = t.cache.get(key('/about'), t.render('about, new'));
    finish('about, old');
    expect(await slow).toBe('about, old');
    expect(await fresh).toBe('about, new');
    expect(await t.cache.get(key('/about'), t.render('third'))).toBe('about, new');
  });

  it('keeps nothing while it cannot hear the notifications, and nothing past the TTL', async () => {
    const t = setup({ ttlMs: 1000 });
    t.setListening(false);
    await t.cache.get(key('/'), t.render('a'));
    expect(await t.cache.get(key('/'), t.render('b'))).toBe('b');
    t.setListening(true);
    await t.cache.get(key('/'), t.render('c'));
    t.advance(999);
    expect(await t.cache.get(key('/'), t.render('d'))).toBe('c');
    t.advance(2);
    expect(await t.cache.get(key('/'), t.render('e'))).toBe('e');
  });

  it('drops the least recently used page past its size', async () => {
    const t = setup({ maxEntries: 2 });
    await t.cache.get(key('/a'), t.render('a'));
    await t.cache.get(key('/b'), t.render('b'));
    await t.cache.get(key('/a'), t.render('a2')); // /a used last
    await t.cache.get(key('/c'), t.render('c'));
    expect(t.cache.size()).toBe(2);
    expect(await t.cache.get(key('/a'), t.render('a3'))).toBe('a');
    expect(await t.cache.get(key('/b'), t.render('b2'))).toBe('b2');
  });
});
