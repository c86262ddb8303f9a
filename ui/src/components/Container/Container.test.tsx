// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Container } from './Container.js';

afterEach(cleanup);

describe('Container', () => {
  it('renders the requested landmark with its children', () => {
    const text = 'Gợi ý hôm nay';
    render(
      <Container as="main">
        <p>{text}</p>
      </Container>,
    );
    expect(screen.getByRole('main').textContent).toBe(text);
  });

  it('has a different class for the narrow width', () => {
    const { container, rerender } = render(<Container />);
    const page = container.firstElementChild?.className ?? '';
    rerender(<Container width="narrow" className="extra" />);
    const narrow = container.firstElementChild?.className ?? '';
    expect(narrow).not.toBe(page);
    expect(narrow).toContain('extra');
  });
});
