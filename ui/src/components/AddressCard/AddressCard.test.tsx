// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AddressCard } from './AddressCard.js';

afterEach(cleanup);

describe('AddressCard', () => {
  it('names its region and shows who, the phone, every line, the tags and the actions', () => {
    render(
      <AddressCard
        label="Địa chỉ của Lan"
        name="Lan"
        phone="+84 091 234 5678"
        lines={['12 Hàng Bạc', 'Phường Hàng Bạc, Quận Hoàn Kiếm, Thành phố Hà Nội']}
        tags={[{ key: 'default', label: 'Mặc định', strong: true }, { key: 'type', label: 'Nhà riêng' }]}
        actions={<button type="button">Sửa</button>}
      />,
    );
    const card = screen.getByRole('article', { name: 'Địa chỉ của Lan' });
    expect(card.textContent).toContain('+84 091 234 5678');
    expect(card.textContent).toContain('Phường Hàng Bạc, Quận Hoàn Kiếm, Thành phố Hà Nội');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Mặc định', 'Nhà riêng']);
    expect(screen.getByRole('button', { name: 'Sửa' })).toBeTruthy();
  });

  it('leaves out the tag list and the actions row when there are none', () => {
    render(<AddressCard name="Lan" phone="0912" lines={['12 Hàng Bạc']} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
