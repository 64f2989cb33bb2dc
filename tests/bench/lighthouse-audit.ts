/**
 * Runs Lighthouse 12.8 (npm, its own CLI) against one URL in the system Chromium and answers the
 * accessibility and best-practices scores (0–100) with every audit that lost points. Used by
 * `npm run bench:lighthouse` and by tests/e2e/pwa-lighthouse.spec.ts.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../e2e/find-chromium';

export const CATEGORIES = ['accessibility', 'best-practices'] as const;
export const MIN_SCORE = 95;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

export type Audit = { url: string; scores: Record<(typeof CATEGORIES)[number], number>; lost: string[] };

type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; details?: { items?: { node?: { nodeLabel?: string; selector?: string; explanation?: string } }[] } }>;
};

export async function lighthouse(url: string, formFactor: 'mobile' | 'desktop' = 'mobile'): Promise<Audit> {
  const chrome = findChromium();
  if (!chrome) throw new Error('No Chromium found: set CHROME_PATH or install chromium.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-lighthouse-'));
  const out = path.join(dir, 'report.json');
  const args = [
    path.resolve('node_modules/lighthouse/cli/index.js'),
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(process.execPath, args, { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 16 * 1024 * 1024, timeout: 180_000 }, (err, _stdout, stderr) =>
        err ? reject(new Error(`lighthouse failed on ${url}: ${stderr || err.message}`, { cause: err })) : resolve(),
      );
    });
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])) as Audit['scores'];
    const lost = CATEGORIES.flatMap((c) =>
      (report.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => ({ id: ref.id, a: report.audits[ref.id] }))
        .filter(({ a }) => a && a.scoreDisplayMode !== 'notApplicable' && a.score !== null && a.score < 1)
        .map(({ id, a }) => {
          const nodes = (a!.details?.items ?? []).flatMap((i) => (i.node ? [`"${i.node.nodeLabel}" ${i.node.selector} ${i.node.explanation?.split('\n')[1]?.trim() ?? ''}`] : []));
          return `${c}: ${id} (${a!.title})${nodes.map((n) => `\n      ${n}`).join('')}`;
        }),
    );
    return { url, scores, lost };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
