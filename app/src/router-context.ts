import type { AppServices } from './composition/composition-root';

/** What every route receives from the composition root. */
export interface RouterContext {
  readonly services: AppServices;
}
