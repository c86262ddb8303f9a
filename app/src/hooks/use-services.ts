import { useRouter } from '@tanstack/react-router';
import type { AppServices } from '../composition/composition-root';

/** The composition root's services, as handed to the router context. */
export const useServices = (): AppServices => useRouter().options.context.services;
