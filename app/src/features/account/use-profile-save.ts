import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  profileContactChanges,
  type ContactCodes,
  type OtpChannel,
  type OtpSent,
  type ProfileUpdate,
  type UserProfile,
} from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { accountKeys } from '../../queries/account-queries';
import { GatewayFailure, resultUnwrap } from '../../queries/gateway-failure';
import { accountSessionProfileUpdated } from './account-session';
import type { ContactCodeStepProps } from './ContactCodeStep';

/** A save waiting for the codes sent to its new email and/or phone. */
interface CodeStep {
  readonly update: ProfileUpdate;
  readonly sent: Partial<Record<OtpChannel, OtpSent>>;
}

/**
 * Saving the profile form. A new email or phone is saved only with the code sent to it (the
 * server insists too), so such a save first asks for the codes and then waits in the code step
 * (`codeStep`, the props of ContactCodeStep); any other save goes straight through.
 */
export function useProfileSave(current: UserProfile, onSaved: (saved: UserProfile) => void) {
  const services = useServices();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const [step, setStep] = useState<CodeStep | null>(null);
  const [requesting, setRequesting] = useState(false);

  const save = useMutation({
    mutationFn: async ({ update, codes }: { update: ProfileUpdate; codes?: ContactCodes }) =>
      resultUnwrap((await services.accountGateways()).account.profileUpdate(update, codes)),
    onSuccess: (saved) => {
      setStep(null);
      queryClient.setQueryData(accountKeys.me, saved);
      // The spec's global account state follows the edit: the auth session holds the new
      // profile (the header's name changes at once) and saves it on the device, where the
      // product page's size fit reads its measurements.
      void accountSessionProfileUpdated(services, saved);
      onSaved(saved);
    },
  });

  const codeRequest = async (channel: OtpChannel, destination: string) =>
    (await services.accountGateways()).account.contactCodeRequest({ channel, destination });

  const codesAsk = async (update: ProfileUpdate, channels: readonly OtpChannel[]) => {
    setRequesting(true);
    const sent: Partial<Record<OtpChannel, OtpSent>> = {};
    for (const channel of channels) {
      const result = await codeRequest(channel, update[channel] ?? '');
      if (!result.ok) {
        setRequesting(false);
        showError(new GatewayFailure(result.error));
        return;
      }
      sent[channel] = result.value;
    }
    setRequesting(false);
    setStep({ update, sent });
  };

  const submit = (update: ProfileUpdate) => {
    const channels = profileContactChanges(current, update);
    if (channels.length > 0) void codesAsk(update, channels);
    else save.mutate({ update }, { onError: showError });
  };

  const codeStep: ContactCodeStepProps | null = step && {
    sent: step.sent,
    onSubmit: async (codes) => {
      try {
        await save.mutateAsync({ update: step.update, codes });
        return null;
      } catch (error) {
        if (error instanceof GatewayFailure) return error.failure;
        throw error;
      }
    },
    onResend: (channel) => codeRequest(channel, step.update[channel] ?? ''),
    onCancel: () => setStep(null),
  };

  return { submit, codeStep, busy: save.isPending || requesting };
}
