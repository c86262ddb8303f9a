import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

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

/** A fresh browser profile (no cookies, no storage) at the given viewport. */
export async function browserOpen(viewport: ViewportName): Promise<OpenBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'modavi-e2e-'));
  const baseUrl = inject('baseUrl');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: inject('chromiumPath'),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    baseURL: baseUrl,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    baseUrl,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** How long axeCheck waits for a page to be drawn before judging it. */
const RENDER_WAIT_MS = 20_000;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page as it is now; any violation fails the test with what and where. */
export async function axeCheck(page: Page): Promise<void> {
  // Every page has a main landmark and a level-one heading once drawn; on a busy machine the
  // network can go idle before React has drawn them. Wait for both (a page truly missing one
  // still fails below, with axe's own words).
  await Promise.all([
    page.getByRole('main').first().waitFor({ timeout: RENDER_WAIT_MS }),
    page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: RENDER_WAIT_MS }),
  ]).catch(() => undefined);
  await page.addScriptTag({ content: axe.source });
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
