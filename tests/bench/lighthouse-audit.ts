/**
 * Runs Lighthouse 12.8 (npm, its own CLI) against one URL in the system Chromium. `lighthouse()`
 * answers the accessibility and best-practices scores (0–100) with every audit that lost points
 * (tests/e2e/pwa-lighthouse.spec.ts); `lighthouseReport()` runs any categories, performance included,
 * and answers the scores with the lab metrics (`npm run bench:lighthouse`).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../e2e/find-chromium';

export const CATEGORIES = ['accessibility', 'best-practices'] as const;
export const MIN_SCORE = 95;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type Audit = { url: string; scores: Record<(typeof CATEGORIES)[number], number>; lost: string[] };

/** The lab metrics of one run: times in ms, CLS unitless, bytes as the page's requests transferred them. */
export type Metrics = { fcp: number; lcp: number; tbt: number; cls: number; bytes: number };
export type FullAudit = {
  url: string;
  scores: Partial<Record<Category, number>>;
  metrics: Metrics;
  lost: string[];
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's own CPU benchmark of the machine during the run (lower = busier or slower machine). */
  benchmarkIndex: number | null;
  warnings: string[];
};

type Report = {
  lighthouseVersion: string;
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
  runWarnings?: string[];
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      scoreDisplayMode: string;
      details?: { items?: { node?: { nodeLabel?: string; selector?: string; explanation?: string } }[] };
    }
  >;
};

async function runCli(url: string, categories: readonly Category[], formFactor: 'mobile' | 'desktop'): Promise<Report> {
  const chrome = findChromium();
  if (!chrome) throw new Error('No Chromium found: set CHROME_PATH or install chromium.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-lighthouse-'));
  const out = path.join(dir, 'report.json');
  const args = [
    path.resolve('node_modules/lighthouse/cli/index.js'),
    url,
    `--only-categories=${categories.join(',')}`,
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
    // Mobile is Lighthouse's default: Moto G Power screen, simulated slow 4G and a 4x slower CPU.
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        args,
        { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 16 * 1024 * 1024, timeout: 180_000 },
        (err, _stdout, stderr) =>
          err ? reject(new Error(`lighthouse failed on ${url}: ${stderr || err.message}`, { cause: err })) : resolve(),
      );
    });
    return JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every weighted audit of these categories that lost points, with the elements it names. */
function lostPoints(report: Report, categories: readonly string[]): string[] {
  return categories.flatMap((c) =>
    (report.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ id: ref.id, a: report.audits[ref.id] }))
      .filter(({ a }) => a && a.scoreDisplayMode !== 'notApplicable' && a.score !== null && a.score < 1)
      .map(({ id, a }) => {
        const nodes = (a!.details?.items ?? []).flatMap((i) =>
          i.node ? [`"${i.node.nodeLabel}" ${i.node.selector} ${i.node.explanation?.split('\n')[1]?.trim() ?? ''}`] : [],
        );
        return `${c}: ${id} (${a!.title})${nodes.map((n) => `\n      ${n}`).join('')}`;
      }),
  );
}

const score = (report: Report, c: string) => Math.round((report.categories[c]?.score ?? 0) * 100);

export async function lighthouse(url: string, formFactor: 'mobile' | 'desktop' = 'mobile'): Promise<Audit> {
  const report = await runCli(url, CATEGORIES, formFactor);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(report, c)])) as Audit['scores'];
  return { url, scores, lost: lostPoints(report, CATEGORIES) };
}

/**
 * One Lighthouse run of `categories` on `url`. The metrics come from the performance audits, so they
 * are NaN unless 'performance' is among the categories. `lost` covers every category but performance
 * (whose audits are timings, printed as the metrics instead).
 */
export async function lighthouseReport(
  url: string,
  categories: readonly Category[],
  formFactor: 'mobile' | 'desktop' = 'mobile',
): Promise<FullAudit> {
  const report = await runCli(url, categories, formFactor);
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const num = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    scores: Object.fromEntries(categories.map((c) => [c, score(report, c)])),
    metrics: {
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      bytes: num('total-byte-weight'),
    },
    lost: lostPoints(
      report,
      categories.filter((c) => c !== 'performance'),
    ),
    lighthouseVersion: report.lighthouseVersion,
    userAgent: report.environment?.hostUserAgent ?? '',
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    warnings: report.runWarnings ?? [],
  };
}
