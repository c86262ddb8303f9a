import { afterAll } from 'vitest';
import { browserShutdown } from './browser';

// Every journey file shares one Chromium (harness/browser.ts); it goes when the file is done.
afterAll(browserShutdown);
