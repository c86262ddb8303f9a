/** The action bar's pictures: decorative (each button names itself), drawn in the text colour. */
const ICONS = {
  heart: 'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 5 6.5 5c2 0 3.5 1.2 4.3 2.5h2.4C14 6.2 15.5 5 17.5 5 21 5 23.1 8.4 21.6 11.8 19.5 16.4 12 21 12 21z',
  comment: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
  bookmark: 'M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z',
  share: 'M14 4l7 7-7 7v-4.5C9 13.5 5.5 15 3 19c1-5 4-9.5 11-10.5V4z',
} as const;

export function PostIcon({ name, filled = false }: { readonly name: keyof typeof ICONS; readonly filled?: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
