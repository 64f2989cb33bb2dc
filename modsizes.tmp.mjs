import { build } from 'vite';
const report = {
  name: 'report',
  generateBundle(_, bundle) {
    for (const [name, c] of Object.entries(bundle)) {
      if (c.type !== 'chunk' || !/^assets\/(site)-/.test(name)) continue;
      const mods = Object.entries(c.modules).map(([id, m]) => [m.renderedLength, id.replace(/^.*node_modules\//, 'nm/').replace('/work/main/', '')]);
      mods.sort((a, b) => b[0] - a[0]);
      const groups = {};
      for (const [n, id] of mods) { if (id.includes("react-router")||id.includes("react-dom")) console.log("  mod", id, m.renderedLength); const g = id.startsWith('nm/') ? id.split('/').slice(0, id.split('/')[1].startsWith('@') ? 3 : 2).join('/') : id.split('/').slice(0, 3).join('/'); groups[g] = (groups[g] || 0) + n; }
      console.log('\n==', name, c.code.length);
      for (const [g, n] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(n).padStart(8), g);
    }
  },
};
await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: '/tmp/modsizes-dist', emptyOutDir: true }, plugins: [report] });
