import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS, variantFind, type GroupBuyRoomView, type VariantChoice } from '@modavi/core';
import { Button, Dialog, Input, OptionPicker, Stack, useToast } from '@modavi/ui';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';
import { resultUnwrap } from '../../queries/gateway-failure';
import { productQueryOptions } from '../../queries/catalogue-queries';
import { groupBuyKeys } from './group-buy-queries';
import { groupBuyPayStart } from './group-buy-pay';
import { useGroupBuyEnter } from './use-group-buy-actions';
import * as styles from './group-buy.css';

/** What the caller can do in an open room: join; pay its share (choosing an option first); invite; the host's cancel. */
export function GroupBuyRoomActions({ room }: { readonly room: GroupBuyRoomView }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const errorToast = useErrorToast();
  const enter = useGroupBuyEnter();
  const [contact, setContact] = useState('');
  const [confirming, setConfirming] = useState(false);
  const product = useQuery({ ...productQueryOptions(services.catalogue, room.product._id), enabled: room.my_role !== null && !room.my_paid });
  const [choice, setChoice] = useState<VariantChoice>(() => client.getQueryData<VariantChoice>(groupBuyKeys.choice(room._id)) ?? []);
  const changed = (next: GroupBuyRoomView) => client.setQueryData(groupBuyKeys.room(next._id), next);
  const invite = useMutation({
    mutationFn: async () => resultUnwrap((await services.groupBuy()).invite(room._id, { contact })),
    onSuccess: (next) => {
      changed(next);
      setContact('');
      toast.show({ title: t('groupBuy.invited'), tone: 'success' });
    },
    onError: errorToast,
  });
  const cancel = useMutation({
    mutationFn: async () => resultUnwrap((await services.groupBuy()).cancel(room._id)),
    onSuccess: (next) => {
      changed(next);
      setConfirming(false);
      toast.show({ title: t('groupBuy.cancelled'), tone: 'success' });
    },
    onError: errorToast,
  });
  if (room.my_role === null) {
    return (
      <Button variant="primary" disabled={enter.busy || room.missing === 0} onClick={() => enter.join(room._id)}>
        {t('groupBuy.join')}
      </Button>
    );
  }
  const classifications = product.data?.classifications ?? [];
  const paid = room.members.filter((member) => member.paid).length;
  const picked: VariantChoice = classifications.map((_, index) => choice[index] ?? null);
  const variant = product.data ? variantFind(product.data, picked) : null;
  const payable = product.data !== undefined && (classifications.length === 0 || variant !== null);
  const pay = () => {
    groupBuyPayStart(services.session, { roomId: room._id, productId: room.product._id, variantId: variant?._id ?? null });
    void navigate({ to: '/thanh-toan-2', search: { x: true } });
  };
  return (
    <Stack gap="md">
      {room.my_order_id ? (
        <Link to="/trang-ca-nhan/don-hang/$id" params={{ id: room.my_order_id }}>
          {t('groupBuy.viewOrder')}
        </Link>
      ) : room.my_paid ? null : (
        <Stack gap="sm">
          {classifications.map((classification, index) => (
            <OptionPicker
              key={classification.name}
              name={classification.name}
              value={picked[index] ?? null}
              onChange={(value) => setChoice(picked.map((current, at) => (at === index ? value : current)))}
              options={classification.options.map((option) => ({ value: option.name, label: option.name }))}
            />
          ))}
          {product.data && !payable ? <p className={styles.muted}>{t('groupBuy.chooseVariant')}</p> : null}
          <Button variant="primary" disabled={!payable} onClick={pay}>
            {t('groupBuy.pay')}
          </Button>
        </Stack>
      )}
      {room.missing > 0 ? (
        <form
          noValidate
          className={styles.inline}
          onSubmit={(event) => {
            event.preventDefault();
            if (contact.trim() !== '') invite.mutate();
          }}
        >
          <Input label={t('groupBuy.inviteLabel')} value={contact} maxLength={TEXT_LIMITS.email} onChange={(event) => setContact(event.target.value)} />
          <Button type="submit" variant="secondary" disabled={invite.isPending}>
            {t('groupBuy.invite')}
          </Button>
        </form>
      ) : null}
      {room.my_role === 'host' ? (
        <>
          <Button variant="ghost" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
            {t('groupBuy.cancel')}
          </Button>
          {/* One tap closes the room and cancels every order in it: the host confirms knowing what happens to them. */}
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('groupBuy.cancelTitle')}
            description={t('groupBuy.cancelWhat')}
            closeLabel={t('groupBuy.close')}
            footer={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('groupBuy.cancelKeep')}
                </Button>
                <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                  {t('groupBuy.cancelConfirm')}
                </Button>
              </>
            }
          >
            <p className={styles.muted}>{t('groupBuy.cancelMembers', { paid, unpaid: room.members.length - paid })}</p>
          </Dialog>
        </>
      ) : null}
    </Stack>
  );
}
