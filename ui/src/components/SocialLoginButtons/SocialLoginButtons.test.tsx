// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SocialLoginButtons } from './SocialLoginButtons.js';

afterEach(cleanup);

const options = [
  { provider: 'google', label: 'Tiếp tục với Google', href: '/start/google' },
  { provider: 'zalo', label: 'Tiếp tục với Zalo', href: '/start/zalo' },
] as const;

describe('SocialLoginButtons', () => {
  it('renders one named link per provider, in a named list', () => {
    render(<SocialLoginButtons options={options} label="Mạng xã hội" />);
    expect(screen.getByRole('list', { name: 'Mạng xã hội' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tiếp tục với Google' }).getAttribute('href')).toBe('/start/google');
    expect(screen.getByRole('link', { name: 'Tiếp tục với Zalo' }).getAttribute('href')).toBe('/start/zalo');
  });

  it('renders nothing without providers', () => {
    const { container } = render(<SocialLoginButtons options={[]} label="Mạng xã hội" />);
    expect(container.innerHTML).toBe('');
  });

  it('drops the addresses while disabled', () => {
    render(<SocialLoginButtons options={options} label="Mạng xã hội" disabled />);
    const link = screen.getByRole('link', { name: 'Tiếp tục với Google' });
    expect(link.getAttribute('href')).toBeNull();
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });
});
