import { useEffect, useRef, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { sellerApplicationDraftRead, type SellerApplication } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { sellerRegistrationInvalidate, sellerRegistrationKeys } from '../../queries/seller-registration-queries';
import { issueFields } from './form-issues';
import { applicationPayload, applicationValidate, type ApplicationValues } from './application-values';
import { APPLICATION_STATUS_PATH } from './registration-loaders';

/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 1200;

export type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The registration form on TanStack Form: core's rules decide on every change and on submit
 * (issueFields puts each issue under its field); the draft is saved to the server a moment
 * after typing stops, and submitting sends the application and opens its status page.
 */
export function useApplicationForm(initial: ApplicationValues) {
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const validate = ({ value }: { value: ApplicationValues }) => issueFields<ApplicationValues>(applicationValidate(value));
  const form = useForm({
    defaultValues: initial,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: async ({ value }) => {
      try {
        const record = await resultUnwrap((await services.seller()).application.submit(applicationPayload(value) as SellerApplication));
        queryClient.setQueryData(sellerRegistrationKeys.application, record);
        await sellerRegistrationInvalidate(queryClient);
        await navigate({ href: APPLICATION_STATUS_PATH });
      } catch (error) {
        showError(error);
      }
    },
  });
  const draft = useDraftAutosave(useStore(form.store, (state) => state.values));
  return { form, draft };
}

export type ApplicationForm = ReturnType<typeof useApplicationForm>['form'];

function useDraftAutosave(values: ApplicationValues): DraftState {
  const services = useServices();
  const [state, setState] = useState<DraftState>('idle');
  const saved = useRef(JSON.stringify(values));
  useEffect(() => {
    const payload = applicationPayload(values);
    const text = JSON.stringify(values);
    // Nothing new, or a field past its length (the server would refuse the whole draft).
    if (text === saved.current || !sellerApplicationDraftRead(payload).ok) return undefined;
    const timer = setTimeout(() => {
      setState('saving');
      void services
        .seller()
        .then((gateways) => gateways.application.draftSave(payload))
        .then((result) => {
          if (result.ok) saved.current = text;
          setState(result.ok ? 'saved' : 'failed');
        });
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, services]);
  return state;
}
