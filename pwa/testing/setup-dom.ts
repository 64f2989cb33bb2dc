/**
 * Unit project setup: in files that run in jsdom, Testing Library's `findBy…` and `waitFor` wait up to
 * 5 s (its default is 1 s). A full `npm test` runs the unit files beside the API and end-to-end runs on
 * two cores, where a screen that answers in 50 ms alone can take over a second; a wrong answer still
 * fails, only later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {}; // a module: top-level await
