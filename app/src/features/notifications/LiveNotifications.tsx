import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localeParse, PUSH_TOAST_DURATION_MS, type NotificationLive } from '@modavi/core';
import { useToast } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { notificationKeys } from '../../queries/notification-queries';

/**
 * Notifications as they are written (issue 25, spec 4): while an account is signed in, the chat
 * socket relays each one; its inbox's bell and list are asked again and a toast shows it for
 * PUSH_TOAST_DURATION_MS (10 s, spec). The server leaves out what the account's choices silence.
 * Draws nothing; mounted by the header's account control and the seller area's bell.
 */
export function LiveNotifications() {
  const services = useServices();
  const client = useQueryClient();
  const toast = useToast();
  const { i18n } = useTranslation();
  // The language may change while the socket stays open: read it when a notification comes.
  const language = useRef(i18n.language);
  language.current = i18n.language;
  useEffect(() => {
    let stopped = false;
    let stop: () => void = () => undefined;
    const heard = (live: NotificationLive) => {
      void client.invalidateQueries({ queryKey: [...notificationKeys.all, live.side] });
      const shown = live[localeParse(language.current)];
      toast.show({ title: shown.title, description: shown.content, duration: PUSH_TOAST_DURATION_MS });
    };
    void services.chatOpen().then((channel) => {
      if (!channel) return;
      if (stopped) return channel.close();
      const unlisten = channel.onNotification(heard);
      stop = () => {
        unlisten();
        channel.close();
      };
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [services, client, toast]);
  return null;
}
