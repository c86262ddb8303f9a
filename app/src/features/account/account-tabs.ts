/** The sections of /trang-ca-nhan, chosen by `?tab=` so each can be linked to (checkout links to the address book). */
export const ACCOUNT_TABS = ['profile', 'addresses', 'payment', 'notifications', 'security'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const ACCOUNT_TAB_DEFAULT: AccountTab = 'profile';

export const accountTabParse = (value: unknown): AccountTab => ACCOUNT_TABS.find((tab) => tab === value) ?? ACCOUNT_TAB_DEFAULT;
