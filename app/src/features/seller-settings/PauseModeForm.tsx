import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DAY_MS, SHOP_PAUSE_MAX_DAYS, SHOP_PAUSE_NOTE_MAX, dateFormat, shopPauseValidate, vietnamDayIso, vietnamDayStart, type ShopPause } from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerPauseQueryOptions, sellerSettingsKeys } from '../../queries/seller-settings-queries';
import { issuesFormError, useIssueText } from '../seller-shop/issue-text';
import { TextAreaField } from '../seller-registration/TextAreaField';
import { SettingsForm, SettingsFrame } from './SettingsFrame';
import { useSettingsSave } from './use-settings-save';
import * as styles from '../seller-shop/seller-shop.css';

/** A Vietnamese calendar day `days` after today, as a date field writes it (YYYY-MM-DD). */
const dayInput = (days: number) => vietnamDayIso(vietnamDayStart(Date.now()) + days * DAY_MS);

/** /ban-hang/cai-dat/che-do-tam-nghi, drawn from the shop's pause. */
export function PauseModePage() {
  const { data } = useSuspenseQuery(sellerPauseQueryOptions(useServices()));
  return <PauseModeForm pause={data} />;
}

/**
 * Pause (vacation) mode: the seller picks the day the shop reopens (tomorrow to
 * SHOP_PAUSE_MAX_DAYS ahead) and may leave buyers a note; while on, buyers cannot buy the
 * shop's products and read why and until when. Core's shopPauseValidate decides, as on the server.
 */
export function PauseModeForm({ pause }: { readonly pause: ShopPause }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const end = useSettingsSave(sellerSettingsKeys.pause, (gateway) => gateway.pauseEnd());
  const save = useSettingsSave(sellerSettingsKeys.pause, (gateway, value: { until: string; note: string }) => gateway.pauseStart(value));
  const form = useForm({
    defaultValues: { until: '', note: '' },
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = shopPauseValidate(value, Date.now());
        return result.ok ? undefined : issuesFormError(result.error);
      },
    },
    onSubmit: async ({ value }) => {
      if (shopPauseValidate(value, Date.now()).ok) await save.mutateAsync({ until: value.until, note: value.note.trim() }).catch(() => undefined);
    },
  });
  if (pause.until !== null) {
    return (
      <SettingsFrame title={t('sellerSettings.pause.title')} intro={t('sellerSettings.pause.intro')}>
        <div className={styles.fieldset} role="status">
          <p className={styles.legend}>{t('sellerSettings.pause.on', { date: dateFormat(Date.parse(pause.until)) })}</p>
          {pause.note ? <p className={styles.muted}>{t('sellerSettings.pause.noteShown', { note: pause.note })}</p> : null}
          <div className={styles.formActions}>
            <Button type="button" loading={end.isPending} onClick={() => end.mutate(undefined)}>
              {t('sellerShell.pause.end')}
            </Button>
          </div>
        </div>
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title={t('sellerSettings.pause.title')} intro={t('sellerSettings.pause.intro')}>
      <SettingsForm form={form} submitText={t('sellerSettings.pause.start')}>
        <form.Field name="until">
          {(field) => (
            <Input
              label={t('sellerSettings.pause.until')}
              type="date"
              min={dayInput(1)}
              max={dayInput(SHOP_PAUSE_MAX_DAYS)}
              hint={t('sellerSettings.pause.untilHint', { max: SHOP_PAUSE_MAX_DAYS })}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={issueText(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="note">
          {(field) => (
            <TextAreaField
              label={t('sellerSettings.pause.note')}
              value={field.state.value}
              onChange={(text) => field.handleChange([...text].slice(0, SHOP_PAUSE_NOTE_MAX + 20).join(''))}
              onBlur={field.handleBlur}
              hint={t('sellerSettings.pause.noteHint', { max: SHOP_PAUSE_NOTE_MAX })}
              error={issueText(field.state.meta.errors)}
            />
          )}
        </form.Field>
      </SettingsForm>
    </SettingsFrame>
  );
}
