import { useTranslation } from 'react-i18next';
import { dateFormat, moneyFormat, type MoneyBack } from '@modavi/core';
import { Heading } from '@modavi/ui';
import * as styles from './orders.css';

/**
 * The money given back on an order (issue 27): each refund's cause, amount, where it stands at
 * the gateway and the gateway's reference, so a buyer can quote it to the bank or the wallet.
 */
export function MoneyBackList({ entries }: { entries: readonly MoneyBack[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="order-money-back">
      <Heading level={2} size="item" id="order-money-back">
        {t('orders.moneyBack.title')}
      </Heading>
      <ul className={styles.moneyBackList}>
        {entries.map((entry) => (
          <li key={`${entry.cause}-${entry.created_at}`}>
            <dl className={styles.facts}>
              <dt>{t(`orders.moneyBack.cause.${entry.cause}`)}</dt>
              <dd>
                <strong>{moneyFormat(entry.amount)}</strong>
              </dd>
              <dt>{t('orders.moneyBack.state')}</dt>
              <dd>{t(`orders.moneyBack.status.${entry.status}`)}</dd>
              {entry.reference ? (
                <>
                  <dt>{t('orders.moneyBack.reference')}</dt>
                  <dd>{entry.reference}</dd>
                </>
              ) : null}
              <dt>{t('orders.moneyBack.at')}</dt>
              <dd>{dateFormat(entry.created_at, { withTime: true })}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
