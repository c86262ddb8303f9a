import { ContentPageView } from './ContentPageView';
import { GuidesIndexPage } from './GuidesIndexPage';

/** /huong-dan and every guide under it: the index for the bare address, else the guide. */
export function GuidePage({ path }: { readonly path: string }) {
  return path === '' ? <GuidesIndexPage /> : <ContentPageView kind="guide" slug={path} />;
}
