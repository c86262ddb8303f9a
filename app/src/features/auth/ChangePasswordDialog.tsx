import { AuthDialog } from './AuthDialog';

export interface ChangePasswordDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * The change-password dialog on its own, for pages that mount it themselves (import it from
 * `auth-lazy` after `authLazyReady`). Pages that only need a button call `changePasswordOpen()`
 * (account-dialog-open.ts), which the header's account button answers with this same dialog.
 */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  return <AuthDialog view={open ? 'changePassword' : null} onViewChange={(view) => onOpenChange(view !== null)} />;
}
