import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';
import { stepTimed } from './step-timing';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const RESULTS_DIR = fileURLToPath(new URL('../../../test-results', import.meta.url));

export interface OpenBrowser {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * One Chromium per test file (a worker runs one file at a time), launched on first use and
 * closed by the file's afterAll (`harness/setup-file.ts`). A new context per test isolates
 * cookies and storage as a new profile would, for about a fifth of a profile's start-up.
 */
let launched: Promise<Browser> | undefined;
const browserShared = (): Promise<Browser> =>
  (launched ??= chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS }));

/** Closes this file's Chromium, if it started one. */
export async function browserShutdown(): Promise<void> {
  const running = launched;
  launched = undefined;
  if (running) await (await running).close();
}

/** A fresh browser context (no cookies, no storage) at the given viewport, with one page. */
export async function browserOpen(viewport: ViewportName): Promise<OpenBrowser> {
  const baseUrl = inject('baseUrl');
  const context = await stepTimed('context', async () =>
    (await browserShared()).newContext({
      viewport: VIEWPORTS[viewport],
      isMobile: viewport === 'phone',
      hasTouch: viewport === 'phone',
      baseURL: baseUrl,
    }),
  );
  const page = await context.newPage();
  pageGotoWaitsForApp(page);
  return { context, page, baseUrl, close: () => context.close() };
}

/**
 * A page the server rendered (issue 17: it carries the page state block) shows its buttons before
 * the app has adopted them, and a click then is lost: every `goto` of a journey returns once the
 * app answers (`data-hydrated` on `<html>`, app/src/app-tree.tsx), as a person waits for a page
 * to respond. Pages drawn by the browser (no state block) return as before.
 */
function pageGotoWaitsForApp(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => !document.getElementById('modavi-state') || document.documentElement.dataset['hydrated'] === 'true', null, {
      timeout: RENDER_WAIT_MS,
    });
    return response;
  };
}

/** How long a page may take to be drawn before a step that needs it fails. */
export const RENDER_WAIT_MS = 20_000;

/**
 * Resolves once the page is drawn: a level-one heading inside the main landmark, or an open
 * dialog (a modal hides the page behind it from the accessibility tree). This is what a
 * step needs, not network silence: a page that keeps polling would never be 'idle'.
 */
export async function pageDrawn(page: Page): Promise<void> {
  await stepTimed('drawn', () =>
    page
      .locator('main h1, [role="dialog"], [role="alertdialog"]')
      .first()
      .waitFor({ timeout: RENDER_WAIT_MS }),
  );
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * What makes two pages the same for axe: the route (segments after the first are ids), the
 * language, the viewport's width, the open dialog's title, the chosen tabs and whether an
 * error shows. Each such state is judged once
 * per run, in whichever journey reaches it first; `E2E_AXE=all` judges every call.
 */
function axeStateKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const [first = '', ...rest] = location.pathname.split('/').filter(Boolean);
    const route = `/${[first, ...rest.map(() => ':id')].join('/')}`;
    const dialog = [...document.querySelectorAll('[role="dialog"],[role="alertdialog"]')]
      .map((node) => (node.getAttribute('aria-label') ?? node.querySelector('h1,h2,h3,[id]')?.textContent ?? '').trim())
      .join('+');
    const tabs = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map((node) => node.textContent?.trim()).join('+');
    const errors = document.querySelectorAll('[role="alert"], [aria-invalid="true"]').length > 0;
    return `${route}|${document.documentElement.lang}|${window.innerWidth}|${dialog}|${tabs}|${errors}`;
  });
}

/** The file (shared by every test file of the run) that lists the page states axe has judged. */
function axeSeenFile(): string | undefined {
  if (process.env['E2E_AXE'] === 'all') return undefined;
  try {
    return inject('runDir') ? join(inject('runDir'), 'axe-seen.txt') : undefined;
  } catch {
    return undefined;
  }
}

/** Runs axe-core on the page as it is now (once per page state per run); any violation fails the test. */
export async function axeCheck(page: Page): Promise<void> {
  await pageDrawn(page).catch(() => undefined); // a page truly missing a heading fails below, in axe's words
  const seen = axeSeenFile();
  const key = await axeStateKey(page);
  if (seen && existsSync(seen) && readFileSync(seen, 'utf8').split('\n').includes(key)) return;
  // Judge the page at rest: a dialog fading in has the contrast of its first frame.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await stepTimed('axe', async () => {
    // Evaluated through the debugging protocol, not as an inline <script>: the pages' CSP
    // (no 'unsafe-inline' scripts) rightly refuses the latter, and the journeys keep it on.
    await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target.map(String) })),
      }));
    });
    if (violations.length > 0) {
      const text = (violations as AxeViolation[])
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
        .join('\n');
      throw new Error(`axe-core found ${violations.length} violation(s) on ${page.url()}:\n${text}`);
    }
  });
  if (seen) appendFileSync(seen, `${key}\n`);
}

/** Keeps a screenshot of the page when the body fails, then fails as the body did. */
export async function withFailureScreenshot(page: Page, name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    throw error;
  }
}
