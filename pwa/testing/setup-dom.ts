/**
 * Unit project setup: in files that run in jsdom, Testing Library's `findBy…` and `waitFor` wait up to
 * 15 s (its default is 1 s). The unit run takes several files at once on two cores, and a screen that
 * answers in 50 ms alone has taken over 5 s there on a slow hour (a toast whose code loads on the first
 * tap); a wrong answer still fails, only later. A test's own limit is 20 s (`vite.config.ts`).
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}

export {}; // a module: top-level await
