import type { LoginPromptDetail } from './login-prompt';

/** What the header's account button was asked to open before (or after) the auth chunk arrived. */
export type AuthRequest = ({ readonly view: 'login' } & LoginPromptDetail) | { readonly view: 'changePassword' };
