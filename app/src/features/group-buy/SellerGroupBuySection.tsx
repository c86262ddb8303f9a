import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  GROUP_BUY_DURATION_HOURS_MAX,
  GROUP_BUY_DURATION_HOURS_MIN,
  GROUP_BUY_GOAL_MAX,
  GROUP_BUY_MIN_GOAL,
  groupBuyOfferValidate,
  moneyFormat,
  type GroupBuyOffer,
  type GroupBuyOfferForm,
} from '@modavi/core';
import { Button, Checkbox, Heading, Input, Stack, useToast } from '@modavi/ui';
import { useCheckedAfterSubmit } from '../../hooks/use-checked-after-submit';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useServices } from '../../hooks/use-services';
import { resultUnwrap } from '../../queries/gateway-failure';
import { groupBuyKeys, sellerGroupBuyQueryOptions } from './group-buy-queries';
import { formOfOffer, offerInputOf, type GroupBuyFormValues } from './seller-group-buy-form';
import * as styles from './group-buy.css';

/**
 * The group-buy set-up on the product's edit page (seller area): enabled, group price, people
 * per room, room duration, optional start and end. The form runs core's groupBuyOfferValidate,
 * the rule the server runs on save, against the product's and its variants' prices.
 */
export function SellerGroupBuySection({ productId }: { readonly productId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(sellerGroupBuyQueryOptions(services.groupBuy, productId));
  if (!query.data) return null;
  return <SetupForm productId={productId} offer={query.data.offer} salePrices={query.data.sale_prices} rooms={query.data.rooms} key={String(query.dataUpdatedAt)} title={t('groupBuy.setupTitle')} />;
}

interface SetupFormProps {
  readonly productId: string;
  readonly offer: GroupBuyOffer | null;
  readonly salePrices: readonly number[];
  readonly rooms: { readonly open: number; readonly completed: number; readonly cancelled: number };
  readonly title: string;
}

function SetupForm({ productId, offer, salePrices, rooms, title }: SetupFormProps) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [values, setValues] = useState<GroupBuyFormValues>(() => formOfOffer(offer));
  // Checked again on each change after the first save (issue 25.13).
  const { issues, submit: checkedSubmit } = useCheckedAfterSubmit(() =>
    groupBuyOfferValidate(offerInputOf(values), { salePrices, now: Date.now() }),
  );
  const lowest = salePrices.length > 0 ? Math.min(...salePrices) : 0;
  const save = useMutation({
    mutationFn: async (form: GroupBuyOfferForm) =>
      resultUnwrap((await services.groupBuy()).sellerSave(productId, form)),
    onSuccess: (next) => {
      client.setQueryData(groupBuyKeys.seller(productId), next);
      toast.show({ title: t('groupBuy.saved'), tone: 'success' });
    },
    onError: errorToast,
  });
  const errorOf = (field: string): string | undefined => {
    const found = issues.find((issue) => issue.field === field);
    return found ? t(`errors.${found.code}`, found.params ?? {}) : undefined;
  };
  const set = (field: keyof GroupBuyFormValues) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const submit = () => checkedSubmit((form) => save.mutate(form));
  return (
    <Stack as="section" gap="sm" className={styles.block} aria-labelledby="seller-group-buy">
      <Heading level={2} size="section" id="seller-group-buy">
        {title}
      </Heading>
      <p className={styles.muted}>{t('groupBuy.setupNote')}</p>
      <p className={styles.muted}>{t('groupBuy.roomCounts', rooms)}</p>
      {/* Core's rule answers in the page's language; the browser's own checks (min/max) would not. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Checkbox label={t('groupBuy.enabled')} checked={values.enabled} onCheckedChange={(enabled) => setValues({ ...values, enabled })} />
          <Input label={t('groupBuy.priceLabel')} inputMode="numeric" value={values.group_price} onChange={set('group_price')} hint={t('groupBuy.priceHint', { max: moneyFormat(lowest) })} error={errorOf('group_price')} />
          <Input label={t('groupBuy.goalLabel')} type="number" min={GROUP_BUY_MIN_GOAL} max={GROUP_BUY_GOAL_MAX} value={values.goal} onChange={set('goal')} error={errorOf('goal')} />
          <Input
            label={t('groupBuy.durationLabel')}
            type="number"
            min={GROUP_BUY_DURATION_HOURS_MIN}
            max={GROUP_BUY_DURATION_HOURS_MAX}
            value={values.duration_hours}
            onChange={set('duration_hours')}
            error={errorOf('duration_hours')}
          />
          <Input label={t('groupBuy.startsLabel')} type="datetime-local" value={values.starts_at} onChange={set('starts_at')} error={errorOf('starts_at')} />
          <Input label={t('groupBuy.endsLabel')} type="datetime-local" value={values.ends_at} onChange={set('ends_at')} error={errorOf('ends_at')} />
          <div>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {t('groupBuy.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
