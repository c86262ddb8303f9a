import { createFileRoute } from '@tanstack/react-router';
import { DownloadPage } from '../features/content/DownloadPage';

export const Route = createFileRoute('/download')({
  loader: async ({ context }) => (await import('../features/content/content-loaders')).contentLoaders.download(context),
  component: DownloadPage,
});
