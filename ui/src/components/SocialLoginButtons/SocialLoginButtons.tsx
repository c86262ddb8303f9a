import { Button } from '../Button/Button.js';
import * as styles from './SocialLoginButtons.css.js';

/** The social logins the ui draws a mark for (spec: Google, Facebook, Zalo, Apple). */
export type SocialProvider = 'google' | 'facebook' | 'zalo' | 'apple';

export interface SocialLoginOption {
  provider: SocialProvider;
  /** Visible text (translated), e.g. "Tiếp tục với Google". */
  label: string;
  /** Where the browser goes to start the provider's login (a redirect flow, so a link). */
  href: string;
}

export interface SocialLoginButtonsProps {
  options: readonly SocialLoginOption[];
  /** Accessible name of the group (translated), e.g. "Đăng nhập bằng mạng xã hội". */
  label: string;
  /** Set while another login is in progress: the links are marked unavailable. */
  disabled?: boolean | undefined;
}

const LETTERS: Record<SocialProvider, string> = { google: 'G', facebook: 'f', zalo: 'Z', apple: '' };

function ProviderMark({ provider }: { provider: SocialProvider }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9.5" className={styles.disc[provider]} />
      {provider === 'apple' ? (
        <path className={styles.glyph[provider]} d="M12.6 10.6c0-1.3 1-1.9 1.1-2-0.6-0.9-1.5-1-1.9-1-0.8-0.1-1.6 0.5-2 0.5s-1-0.5-1.7-0.5c-0.9 0-1.7 0.5-2.1 1.3-0.9 1.6-0.2 3.9 0.6 5.2 0.4 0.6 0.9 1.3 1.5 1.3s0.8-0.4 1.6-0.4 0.9 0.4 1.6 0.4 1.1-0.6 1.5-1.3c0.5-0.7 0.7-1.4 0.7-1.4s-1.3-0.5-1.3-2zM11.4 6.8c0.3-0.4 0.6-1 0.5-1.6-0.5 0-1.1 0.3-1.5 0.7-0.3 0.4-0.6 1-0.5 1.5 0.6 0.1 1.1-0.2 1.5-0.6z" />
      ) : (
        <text x="10" y="14.5" textAnchor="middle" fontSize="12" fontWeight="700" className={styles.glyph[provider]}>
          {LETTERS[provider]}
        </text>
      )}
    </svg>
  );
}

/**
 * The social login choices: one full-width link per provider, with the provider's mark.
 * They are links, not buttons, since each starts a redirect to the provider's page.
 */
export function SocialLoginButtons({ options, label, disabled = false }: SocialLoginButtonsProps) {
  if (options.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {options.map((option) => (
        <li key={option.provider}>
          <Button asChild variant="secondary" fullWidth disabled={disabled}>
            <a
              href={disabled ? undefined : option.href}
              data-provider={option.provider}
              className={styles.link}
              role={disabled ? 'link' : undefined}
            >
              <ProviderMark provider={option.provider} />
              <span>{option.label}</span>
            </a>
          </Button>
        </li>
      ))}
    </ul>
  );
}
