import { style } from '@vanilla-extract/css';
import { media, themeVars } from '@modavi/ui/theme';

const { color, space, radius, fontSize, lineHeight, font, size } = themeVars;

/** The feed is one column of cards, as on a phone, even on a desktop: a post reads top to bottom. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: size.containerNarrow, margin: '0 auto', width: '100%' });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.md });

export const title = style({ margin: 0, fontSize: fontSize.xxl, lineHeight: lineHeight.xxl });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: fontSize.sm });

export const tabs = style({ display: 'flex', gap: space.xs, margin: 0, padding: 0, listStyle: 'none', borderBottom: `1px solid ${color.border}`, overflowX: 'auto' });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: size.controlLg,
  padding: `0 ${space.md}`,
  whiteSpace: 'nowrap',
  color: color.textMuted,
  fontWeight: font.weightSemibold,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: { '&[aria-current="page"]': { color: color.brandStrong, borderBottomColor: color.brand } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${color.border}`,
  background: color.surface,
});

export const author = style({ display: 'flex', alignItems: 'center', gap: space.md, color: color.text, textDecoration: 'none' });

export const authorName = style({ fontWeight: font.weightSemibold, color: color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const authorRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: lineHeight.md });

export const hashtag = style({ color: color.brand, fontWeight: font.weightSemibold, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const grid = style({
  display: 'grid',
  gap: space.xs,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: radius.md,
  overflow: 'hidden',
  selectors: { '&[data-count="1"]': { gridTemplateColumns: 'minmax(0, 1fr)' }, '&[data-count="3"], &[data-count="5"]': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const gridImage = style({ display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', background: color.surfaceAlt });

export const video = style({ display: 'block', width: '100%', maxHeight: '32rem', borderRadius: radius.md, background: '#000' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.controlMd,
  maxWidth: '100%',
  padding: `0 ${space.md} 0 ${space.xs}`,
  borderRadius: radius.pill,
  border: `1px solid ${color.border}`,
  background: color.surfaceAlt,
  color: color.text,
  fontSize: fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: color.brand } },
});

export const chipImage = style({ width: '1.75rem', height: '1.75rem', borderRadius: radius.pill, objectFit: 'cover' });

export const chipName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '14rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, borderTop: `1px solid ${color.border}`, paddingTop: space.sm });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.controlMd,
  padding: `0 ${space.md}`,
  border: 'none',
  borderRadius: radius.pill,
  background: 'transparent',
  color: color.textMuted,
  fontSize: fontSize.sm,
  fontWeight: font.weightSemibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceAlt, color: color.text }, '&[aria-pressed="true"]': { color: color.brand } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const label = style({ fontWeight: font.weightSemibold, fontSize: fontSize.sm });

export const textarea = style({
  minHeight: '7rem',
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${color.borderStrong}`,
  font: 'inherit',
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: color.danger } },
});

export const alert = style({ margin: 0, color: color.danger, fontSize: fontSize.sm });

export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const thumb = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space.xxs, width: '5.5rem' });

export const thumbImage = style({ width: '5.5rem', height: '5.5rem', objectFit: 'cover', borderRadius: radius.md, border: `1px solid ${color.border}` });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

export const comments = style({ display: 'flex', flexDirection: 'column', gap: space.md, margin: 0, padding: 0, listStyle: 'none' });

export const comment = style({ display: 'flex', gap: space.sm, alignItems: 'flex-start' });

export const commentBody = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, flex: 1, minWidth: 0 });

export const bubble = style({ padding: `${space.sm} ${space.md}`, borderRadius: radius.lg, background: color.surfaceAlt });

export const replies = style({ display: 'flex', flexDirection: 'column', gap: space.sm, margin: `${space.sm} 0 0`, padding: 0, listStyle: 'none', '@media': { [media.tablet]: { paddingLeft: space.md } } });

export const commentImage = style({ display: 'block', maxWidth: '12rem', maxHeight: '12rem', borderRadius: radius.md, marginTop: space.xs });

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: color.textMuted,
  fontSize: fontSize.xs,
  fontWeight: font.weightSemibold,
  cursor: 'pointer',
  minHeight: '1.5rem',
  selectors: { '&:hover': { color: color.brand } },
});

export const mention = style({ color: color.brand, fontWeight: font.weightSemibold, textDecoration: 'none' });

export const back = style({ color: color.brand, fontWeight: font.weightSemibold, textDecoration: 'none' });

/** The text with its "@" list (issue 25.9): the list lies under the text, over what follows. */
export const mentionField = style({ position: 'relative', display: 'flex', flexDirection: 'column' });

export const mentionList = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 1,
  margin: `${space.xxs} 0 0`,
  padding: space.xxs,
  listStyle: 'none',
  background: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  boxShadow: themeVars.shadow.md,
  maxHeight: '16rem',
  overflowY: 'auto',
});

export const mentionOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.controlMd,
  padding: `0 ${space.sm}`,
  borderRadius: radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"], &:hover': { background: color.surfaceAlt } },
});
