import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin-shell/AdminLayout';
import { adminConsoleGuard } from '../features/admin-shell/admin-console-guard';

/** /quan-tri and its pages: the admin console (ours: the spec names no admin path). */
export const Route = createFileRoute('/quan-tri')({
  beforeLoad: async ({ context }) => ({ adminAccess: await adminConsoleGuard(context) }),
  component: function AdminConsole() {
    return <AdminLayout access={Route.useRouteContext().adminAccess} />;
  },
});
