// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Stack } from './Stack.js';

afterEach(cleanup);

const items = ['Áo', 'Váy', 'Son'];

describe('Stack', () => {
  it('renders as the requested element, keeping list semantics', () => {
    render(
      <Stack as="ul" gap="lg">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Stack>,
    );
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('uses a different class per gap token and keeps a custom class', () => {
    const { container, rerender } = render(<Stack gap="sm" className="mine" />);
    const small = container.firstElementChild?.className ?? '';
    expect(small).toContain('mine');
    rerender(<Stack gap="xl" className="mine" />);
    expect(container.firstElementChild?.className).not.toBe(small);
  });
});
