import type { Plugin } from 'vite';

/**
 * The first line of every file of the app's code: `//# allFunctionsCalledOnLoad`
 * (docs/decisions/051-compile-hints.md). Chrome 136 and later then compile all of the file's functions
 * on a background thread while it streams in, instead of compiling each one on the main thread the
 * first time it runs (most of React's first render and hydration was that). Other browsers read a
 * comment.
 *
 * V8 reads the hint only as the file's first line: after any code it is ignored. Vite puts its list
 * of a chunk's lazy dependencies (`const __vite__mapDeps=…`) at the top of the chunk in its
 * import-analysis plugin's `generateBundle`, after every `renderChunk` and banner. So the hint is
 * added right after that hook, and before the manifest plugin's, where the brotli and gzip copies are
 * written (vite-plugin-compression2 runs there).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type Bundle = Record<string, { type: string; code?: string; map?: { mappings: string } | null }>;
type Hook = (this: unknown, options: unknown, bundle: Bundle, ...rest: unknown[]) => unknown;

/** Puts the hint on the first line of every chunk in the bundle (once), shifting its source map a line down. */
export function addCompileHints(bundle: Bundle): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || typeof file.code !== 'string' || file.code.startsWith(COMPILE_HINT)) continue;
    file.code = COMPILE_HINT + file.code;
    if (file.map) file.map.mappings = ';' + file.map.mappings;
  }
}

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      const analysis = config.plugins.find((p) => p.name === 'vite:build-import-analysis') as
        { generateBundle?: Hook | { handler: Hook } } | undefined;
      const hook = analysis?.generateBundle;
      if (!hook) throw new Error('compile-hints: Vite’s import-analysis plugin has no generateBundle hook to follow');
      const original = typeof hook === 'function' ? hook : hook.handler;
      const handler: Hook = async function (this: unknown, options, bundle, ...rest) {
        await original.call(this, options, bundle, ...rest);
        addCompileHints(bundle);
      };
      if (typeof hook === 'function') analysis.generateBundle = handler;
      else hook.handler = handler;
    },
  };
}
