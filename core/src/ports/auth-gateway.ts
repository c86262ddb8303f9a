import type {
  AuthGrant,
  AuthProvider,
  AuthProviderId,
  OtpRequest,
  OtpSent,
  OtpVerify,
  PasswordChange,
  PasswordLogin,
  PasswordReset,
} from '../identity/auth-requests.js';
import type { UserProfile } from '../identity/user-profile.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

/**
 * The account calls: codes by phone or email, password login and reset, social logins, the
 * profile and logout. Every login answers with an AuthGrant; the caller's current token (a
 * guest's) goes along so the server can merge that guest's cart into the account.
 */
export interface AuthGateway {
  codeRequest(request: OtpRequest): Promise<Result<OtpSent, GatewayError>>;
  codeVerify(verify: OtpVerify): Promise<Result<AuthGrant, GatewayError>>;
  passwordLogin(login: PasswordLogin): Promise<Result<AuthGrant, GatewayError>>;
  passwordReset(reset: PasswordReset): Promise<Result<AuthGrant, GatewayError>>;
  passwordChange(change: PasswordChange): Promise<Result<void, GatewayError>>;
  /** Ends the account session on the server: its token is refused afterwards. */
  logout(): Promise<Result<void, GatewayError>>;
  me(): Promise<Result<UserProfile, GatewayError>>;
  /** The social logins the server has configured (hidden when not). */
  providers(): Promise<Result<readonly AuthProvider[], GatewayError>>;
  /** Where the browser goes to start a social login; it comes back to `returnTo` with a ticket. */
  oauthStartUrl(provider: AuthProviderId, returnTo: string): string;
  /** Exchanges the ticket a social login left in the return address. */
  oauthTicketRedeem(ticket: string): Promise<Result<AuthGrant, GatewayError>>;
}
