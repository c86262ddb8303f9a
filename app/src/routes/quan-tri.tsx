import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin-shell/AdminLayout';

/** /quan-tri and its pages: the admin console (ours: the spec names no admin path). */
export const Route = createFileRoute('/quan-tri')({
  // The guard loads with the console, not with every page's route tree.
  beforeLoad: async ({ context, location, preload }) => ({
    adminAccess: await (await import('../features/admin-shell/admin-console-guard')).adminConsoleGuard(context, location, preload),
  }),
  component: function AdminConsole() {
    return <AdminLayout access={Route.useRouteContext().adminAccess} />;
  },
});
