import type { WorkspaceIconName } from './workspace-nav-item';

// Decorative glyphs: the links carry the names.
const PATHS: Readonly<Record<WorkspaceIconName, string>> = {
  products: 'M4 7l8-4 8 4-8 4-8-4zM4 7v10l8 4 8-4V7M12 11v10',
  add: 'M12 5v14M5 12h14',
  bulk: 'M4 5h16M4 10h16M4 15h10M4 20h10M17 15l3 3-3 3',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  categories: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  banners: 'M3 5h18v12H3zM3 14l5-4 4 3 3-2 6 4',
  sizeChart: 'M3 8h18v8H3zM7 8v3M11 8v4M15 8v3M19 8v4',
  shops: 'M4 9l2-5h12l2 5M4 9v11h16V9M4 9h16M9 20v-6h6v6',
  home: 'M4 11l8-7 8 7M6 9v11h12V9',
  orders: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  vouchers: 'M3 7h18v4a2 2 0 000 4v4H3v-4a2 2 0 000-4zM14 7v12',
  promotions: 'M4 12l8-8h8v8l-8 8zM15.5 8.5h.01',
  shipping: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4',
  returns: 'M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-4',
  payment: 'M3 6h18v12H3zM3 10h18M7 15h4',
  shopInfo: 'M4 9l2-5h12l2 5M4 9v11h16V9M12 12v4M12 10v.01',
  pause: 'M12 21a9 9 0 100-18 9 9 0 000 18zM10 9v6M14 9v6',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z',
  refunds: 'M4 12a8 8 0 1 0 3-6.2M4 4v4h4M12 8v8M9.5 10a2.5 2 0 0 1 5 0M9.5 14a2.5 2 0 0 0 5 0',
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  bell: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 21h4',
  income: 'M3 7h15a3 3 0 013 3v8H3zM3 7l12-3v3M16 13h.01',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
};

export function WorkspaceIcon({ name }: { readonly name: WorkspaceIconName }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
