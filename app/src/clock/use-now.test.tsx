// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RenderedAtProvider, useNow } from './use-now';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Clock() {
  return <p>{useNow()}</p>;
}

const page = (at: number | null) => (
  <RenderedAtProvider at={at}>
    <Clock />
  </RenderedAtProvider>
);

describe('useNow', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('renders the page instant on the server', () => {
    expect(renderToString(page(1_000))).toContain('1000');
  });

  it('hydrates with the server instant, without a mismatch, then shows the wall clock and ticks', async () => {
    vi.useFakeTimers({ now: 5_000 });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(1_000));
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(1_000), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('5000');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(container.textContent).toBe('6000');
  });
});
