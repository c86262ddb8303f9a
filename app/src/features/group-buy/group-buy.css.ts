import { style } from '@vanilla-extract/css';
import { themeVars } from '@modavi/ui/theme';

const { color, space, fontSize, lineHeight, radius } = themeVars;

export const block = style({ padding: space.md, border: `1px solid ${color.border}`, borderRadius: radius.md });

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg, paddingBlock: space.lg, maxWidth: '40rem' });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm, lineHeight: lineHeight.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

export const status = style({ margin: 0, padding: space.md, borderRadius: radius.md, backgroundColor: color.brandSoft, color: color.brandStrong });

export const product = style({ display: 'flex', gap: space.md, alignItems: 'center' });

export const thumb = style({ width: '4.5rem', height: '4.5rem', objectFit: 'cover', borderRadius: radius.sm });

export const inline = style({ display: 'flex', gap: space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });
