import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { groupBuySaving, type VariantChoice } from '@modavi/core';
import { Button, Heading, Price, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { groupBuyProductQueryOptions } from './group-buy-queries';
import { groupBuyTimeLeft } from './group-buy-time';
import { useGroupBuyEnter } from './use-group-buy-actions';
import { useNow } from '../../clock/use-now';
import * as styles from './group-buy.css';

export interface GroupBuySectionProps {
  readonly productId: string;
  /** The price a buyer pays alone now (the chosen variant's, else the product's). */
  readonly normalPrice: number;
  /** The options picked on the product page: the room's page starts with them. */
  readonly choice?: VariantChoice;
}

/**
 * The product page's group-buy block (mua chung), shown only while the product's offer runs:
 * the group price against the single price, the room size and time, "open a room" and the
 * other buyers' open rooms (people missing, time left) with "join".
 */
export function GroupBuySection({ productId, normalPrice, choice }: GroupBuySectionProps) {
  const { t } = useTranslation();
  const services = useServices();
  const now = useNow();
  const enter = useGroupBuyEnter();
  const { data } = useQuery(groupBuyProductQueryOptions(services.groupBuy, productId));
  const offer = data?.offer;
  if (!data || !offer) return null;
  const rooms = data.rooms.filter((room) => room.expires_at > now);
  return (
    <Stack as="section" gap="sm" className={styles.block} aria-labelledby="group-buy-title">
      <Heading level={2} size="section" id="group-buy-title">
        {t('groupBuy.title')}
      </Heading>
      <Price
        amount={offer.group_price}
        original={normalPrice}
        saleLabel={t('groupBuy.groupPrice')}
        originalLabel={t('groupBuy.normalPrice')}
        discountPercent={groupBuySaving(normalPrice, offer.group_price).percent}
        discountText={(percent) => t('groupBuy.saving', { percent })}
      />
      <p className={styles.muted}>{t('groupBuy.terms', { goal: offer.goal, hours: offer.duration_hours })}</p>
      <Button variant="primary" disabled={enter.busy} onClick={() => enter.open(productId, choice)}>
        {t('groupBuy.open')}
      </Button>
      <Heading level={3} size="item">
        {t('groupBuy.roomsTitle')}
      </Heading>
      {rooms.length === 0 ? (
        <p className={styles.muted}>{t('groupBuy.noRooms')}</p>
      ) : (
        <ul className={styles.list}>
          {rooms.map((room) => (
            <li key={room._id} className={styles.row}>
              <span>{t('groupBuy.roomLine', { host: room.host_name, missing: room.missing, time: groupBuyTimeLeft(room.expires_at, now) })}</span>
              <Button variant="secondary" size="sm" disabled={enter.busy} onClick={() => enter.join(room._id, choice)}>
                {t('groupBuy.join')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
