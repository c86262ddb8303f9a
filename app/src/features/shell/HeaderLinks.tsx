import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as styles from './AppLayout.css';

// Decorative glyphs: the links around them carry the names.
export const svgProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

function TicketIcon() {
  return (
    <svg {...svgProps}>
      <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3z" />
      <path d="M14 6v12" strokeDasharray="2 2" />
    </svg>
  );
}

function HeartIcon() {
  return (
    <svg {...svgProps}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

/** The header's way to the voucher page (/khuyen-mai) and the favourites (/yeu-thich). */
export function HeaderLinks() {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/khuyen-mai" className={styles.cartLink} aria-label={t('nav.vouchers')} title={t('nav.vouchers')}>
        <TicketIcon />
      </Link>
      <Link to="/yeu-thich" className={styles.cartLink} aria-label={t('nav.favourites')} title={t('nav.favourites')}>
        <HeartIcon />
      </Link>
    </>
  );
}
