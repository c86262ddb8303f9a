import { jsonForScript } from '@modavi/core';

/** The app's module scripts as Vite writes them in index.html, with the page's nonce. */
const ENTRY_SCRIPT = /<script nonce="([^"]+)" type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;

/**
 * Starts the app's scripts once the browser has shown the page, so that a phone shows the
 * server's HTML before it spends a few hundred milliseconds evaluating the app (issue 17: the
 * first paint waited for the script when it had arrived before the body). "Shown" is the first
 * contentful paint's entry (after a frame alone, the paint could still wait for the script on a
 * busy phone); a browser without paint entries starts after a frame, one that reports none within
 * `ENTRY_START_WAIT_MS` of a frame starts then, and a tab hidden at start (no frames) at once.
 */
const STARTER =
  "function(s,w){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=u;document.head.appendChild(e)})}" +
  "if(document.visibilityState==='hidden')return go();var t=0;" +
  "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});t=w}catch(e){}" +
  "requestAnimationFrame(function(){setTimeout(go,t)})}";

/** How long after a frame the scripts wait for the paint's entry before starting anyway. */
export const ENTRY_START_WAIT_MS = 1_000;

/**
 * A server-rendered page's entry scripts: taken out of the head, and `starter` (an inline script
 * with the page's nonce, for after the page state) adds them after the first paint. They are not
 * preloaded in the head either: on a slow 4G link the app's 170 KB would share the line with the
 * stylesheet and the first image, and the first paint and the largest one would wait for them
 * (issue 17: Lighthouse's first contentful paint went from 2.0-3.0 s with the preload to 0.9 s
 * without). A head without them is left as it is.
 */
export function entryAfterPaint(head: string): { readonly head: string; readonly starter: string; readonly scripts: string } {
  let nonce = '';
  const sources: string[] = [];
  const scripts: string[] = [];
  const without = head.replace(ENTRY_SCRIPT, (script, scriptNonce: string, src: string) => {
    nonce = scriptNonce;
    sources.push(src);
    scripts.push(script);
    return '';
  });
  if (sources.length === 0) return { head, starter: '', scripts: '' };
  return {
    head: without,
    starter: `<script nonce="${nonce}">(${STARTER})(${jsonForScript(sources)},${ENTRY_START_WAIT_MS})</script>`,
    // The tags as the template had them, for a page the browser draws after all (its render declined).
    scripts: scripts.join(''),
  };
}
