// The rows of `npm run bench`'s one table, from each step's figures, and the table itself.
import { API_LOAD } from './api/api-load.mjs';
import { LIGHTHOUSE_RUNS, LIGHTHOUSE_TARGETS } from './lighthouse/lighthouse-pages.mjs';
import { SEARCH_P95_TARGET_MS } from './search-latency.ts';

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const verdict = (ok) => (ok ? 'pass' : 'FAIL');

/** vitest bench's JSON: one row per benchmark of the core rules (no target: context only). */
export function coreRows(report) {
  const rows = [];
  for (const file of report.files ?? []) {
    if (file.filepath.endsWith('search.bench.ts')) continue;
    for (const group of file.groups ?? []) {
      for (const bench of group.benchmarks ?? []) {
        rows.push({ step: 'core', name: `${group.fullName.split(' > ').pop()}, ${bench.name}`, figure: `mean ${ms(bench.mean)}`, target: '-', verdict: '-' });
      }
    }
  }
  return rows;
}

export const searchRows = (figures) =>
  figures.map((figure) => ({
    step: 'search',
    name: figure.name,
    figure: `p95 ${ms(figure.p95)}`,
    target: figure.targeted ? `p95 ≤ ${SEARCH_P95_TARGET_MS} ms` : '-',
    verdict: figure.targeted ? verdict(figure.p95 <= SEARCH_P95_TARGET_MS) : '-',
  }));

export const apiRows = (results) =>
  results.map((row) => ({
    step: 'api',
    name: `${row.name} (${API_LOAD.connections} connections)`,
    figure: `${Math.round(row.rps)} req/s, p99 ${row.p99} ms${row.failed > 0 ? `, ${row.failed} failed` : ''}`,
    target: `≥ ${row.target.rps} req/s, p99 ≤ ${row.target.p99Ms} ms`,
    verdict: verdict(row.failed === 0 && row.rps >= row.target.rps && row.p99 <= row.target.p99Ms),
  }));

const T = LIGHTHOUSE_TARGETS;
const LIGHTHOUSE_TARGET_TEXT = `score ≥ ${T.medianScore} (each ≥ ${T.minScore}), LCP ≤ ${T.lcpMs / 1000} s, TBT ≤ ${T.tbtMs} ms, CLS ≤ ${T.cls}`;

/** A page that sent the visitor elsewhere (the guard's 302 to `/`) measured the other page. */
const endedElsewhere = (page) => page.finalUrl !== undefined && new URL(page.finalUrl).pathname !== new URL(page.path, 'http://x').pathname;

export const lighthouseRows = (pages) =>
  pages.map((page) =>
    page.error
      ? { step: 'lighthouse', name: page.name, figure: `not measured: ${page.error}`, target: LIGHTHOUSE_TARGET_TEXT, verdict: 'not measured' }
      : {
          step: 'lighthouse',
          name: `${page.name}, median of ${LIGHTHOUSE_RUNS}${endedElsewhere(page) ? ` (ended on ${new URL(page.finalUrl).pathname})` : ''}`,
          figure: `score ${page.score} (lowest ${page.minScore}), LCP ${(page.lcp / 1000).toFixed(2)} s, TBT ${Math.round(page.tbt)} ms, CLS ${page.cls.toFixed(3)}`,
          target: LIGHTHOUSE_TARGET_TEXT,
          verdict: verdict(page.score >= T.medianScore && page.minScore >= T.minScore && page.lcp <= T.lcpMs && page.tbt <= T.tbtMs && page.cls <= T.cls),
        },
  );

/** A step that could not run at all: one row that says so. */
export const notMeasured = (step, error) => [{ step, name: '(the whole step)', figure: `not measured: ${error}`, target: '-', verdict: 'not measured' }];

/** The table as text, with a last line counting passes, failures and what was not measured. */
export function tableText(rows) {
  const columns = ['step', 'name', 'figure', 'target', 'verdict'];
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => `| ${cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')} |`;
  const count = (value) => rows.filter((row) => row.verdict === value).length;
  return [
    line(columns),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(columns.map((column) => row[column]))),
    '',
    `${count('pass')} targets met, ${count('FAIL')} missed, ${count('not measured')} not measured`,
  ].join('\n');
}
