// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ProfileHeader } from './ProfileHeader.js';

afterEach(cleanup);

describe('ProfileHeader', () => {
  it('shows the name as the page heading, the initial hidden from screen readers, and the counts', () => {
    const { container } = render(
      <ProfileHeader
        name="N*****n"
        initial="N"
        subtitle="Tham gia 03/2025"
        stats={[
          { key: 'following', value: '2', label: 'Đang theo dõi' },
          { key: 'followers', value: '0', label: 'Người theo dõi' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'N*****n' })).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('N');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2Đang theo dõi', '0Người theo dõi']);
    expect(screen.getByText('Tham gia 03/2025')).toBeTruthy();
  });

  it('can be a section heading', () => {
    render(<ProfileHeader name="Lan" initial="L" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Lan' })).toBeTruthy();
  });
});
