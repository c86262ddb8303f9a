/** A session ended: one token (logout) or every session of a user but one (password change, deletion). */
export type SessionRevocation =
  | { readonly tokenHash: string }
  | { readonly userId: string; readonly keepTokenHash: string | null };

type Listener = (revocation: SessionRevocation) => void;

const listeners = new Set<Listener>();

/**
 * Tells whoever holds live connections (the chat sockets) that sessions ended, so a socket
 * opened before a logout does not outlive it. In-process: each server instance hears its
 * own revocations and the chat namespace disconnects through its socket.io adapter, which
 * reaches the other instances' sockets when a shared (Redis) adapter is configured.
 */
export function sessionRevocationsWatch(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function sessionRevocationAnnounce(revocation: SessionRevocation): void {
  for (const listener of listeners) listener(revocation);
}
