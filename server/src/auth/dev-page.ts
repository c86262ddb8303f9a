import { htmlEscape } from '@modavi/core';

/** Core's escaping (the pages' meta tags use it too), kept under this module's name for its callers. */
export { htmlEscape };

/**
 * A plain server-rendered page for the development helpers (outbox, stand-in sign-in): not part
 * of the app, English only, but readable and accessible like the rest. `body` is trusted HTML
 * the caller escaped.
 */
export function devPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.ico" type="image/svg+xml">
<title>${htmlEscape(title)} · Modavi (development)</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fafafa; }
  main { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  .note { color: #444; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font: inherit; padding: .625rem 1.25rem; border-radius: .5rem; border: 1px solid #1a1a1a; background: #fff; color: #1a1a1a; cursor: pointer; }
  button.primary { background: #1a1a1a; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .table { overflow-x: auto; margin-top: 1rem; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  code { font-size: 1.125rem; font-weight: 600; }
  a { color: #0b57d0; }
</style>
</head>
<body>
<main>
<h1>${htmlEscape(title)}</h1>
${body}
</main>
</body>
</html>`;
}
