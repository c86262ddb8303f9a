/**
 * Named colours of the catalogue. Fashion colours and beauty shades are option names that
 * buyers see; the hex values only feed the generated media, so they live here, not in the DB.
 */
export interface PaletteColour {
  readonly name: string;
  readonly hex: string;
}

export const FASHION_COLOURS: readonly PaletteColour[] = [
  { name: 'Trắng', hex: '#f4f1ea' },
  { name: 'Đen', hex: '#2b2b2e' },
  { name: 'Be', hex: '#d9c7a7' },
  { name: 'Kem', hex: '#efe3c8' },
  { name: 'Xám', hex: '#a3a5a8' },
  { name: 'Xanh navy', hex: '#2f3e63' },
  { name: 'Xanh dương', hex: '#5b8fd1' },
  { name: 'Xanh rêu', hex: '#6b7450' },
  { name: 'Xanh mint', hex: '#a8dcc8' },
  { name: 'Hồng phấn', hex: '#f2c4cf' },
  { name: 'Đỏ đô', hex: '#7d2233' },
  { name: 'Nâu', hex: '#8a5a3c' },
  { name: 'Vàng mù tạt', hex: '#d6a32e' },
  { name: 'Tím lavender', hex: '#bca8dc' },
  { name: 'Cam đất', hex: '#c66b3d' },
];

export const LIP_SHADES: readonly PaletteColour[] = [
  { name: 'Đỏ gạch', hex: '#a8432f' },
  { name: 'Cam cháy', hex: '#c4582b' },
  { name: 'Hồng đất', hex: '#b5676a' },
  { name: 'Đỏ thuần', hex: '#c2202d' },
  { name: 'Nude hồng', hex: '#d49a8e' },
  { name: 'Đỏ rượu', hex: '#6e1f2e' },
  { name: 'Hồng san hô', hex: '#ec7b6f' },
  { name: 'Cam đào', hex: '#f09a72' },
];

const BY_NAME = new Map([...FASHION_COLOURS, ...LIP_SHADES].map((colour) => [colour.name, colour.hex]));

export const paletteHex = (name: string): string | undefined => BY_NAME.get(name);
