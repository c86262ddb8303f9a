import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  SHOP_DESCRIPTION_LENGTH,
  SHOP_NAME_LENGTH,
  errorI18nKey,
  shopInfoValidate,
  textLength,
  type SellerShopInfo,
  type ShopCountry,
  type ValidationIssue,
} from '@modavi/core';
import { Input, Select } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerSettingsKeys, sellerShopInfoQueryOptions } from '../../queries/seller-settings-queries';
import { sellerAccountQueryOptions, sellerKeys } from '../../queries/seller-queries';
import { issuesFormError, useIssueText } from '../seller-shop/issue-text';
import { BannerImageField } from '../seller-shop/banners/BannerImageField';
import { TextAreaField } from '../seller-registration/TextAreaField';
import { ShopAddressFields } from './ShopAddressFields';
import { SettingsForm, SettingsFrame } from './SettingsFrame';
import { useSettingsSave } from './use-settings-save';
import * as styles from '../seller-shop/seller-shop.css';

const COUNTRIES: readonly ShopCountry[] = ['VN', 'KR'];

/** /ban-hang/cai-dat/thong-tin-cua-hang, drawn from the stored information. */
export function ShopInfoPage() {
  const services = useServices();
  const { data } = useSuspenseQuery(sellerShopInfoQueryOptions(services));
  const { data: account } = useSuspenseQuery(sellerAccountQueryOptions(services));
  return <ShopInfoForm info={data} shopId={account.shop?._id ?? null} />;
}

/**
 * What buyers read about the shop on its page (/nguoi-ban/{id}): name, avatar and cover (the
 * image upload, cut to size), description (spec 5: 100-500), address from the administrative
 * units, country VN or KR. Core's shopInfoValidate decides, as on the server.
 */
export function ShopInfoForm({ info, shopId }: { readonly info: SellerShopInfo; readonly shopId: string | null }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  // The top bar shows the shop's name from the seller account.
  const save = useSettingsSave(sellerSettingsKeys.shopInfo, (gateway, value: Parameters<typeof gateway.shopInfoSave>[0]) => gateway.shopInfoSave(value), [sellerKeys.account]);
  const form = useForm({
    defaultValues: { ...info, address: { ...info.address } },
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = shopInfoValidate(value);
        // The address is one field of the form: its parts' issues go under it (an issue under a path no field
        // owns would stay after the seller fixed it and keep the form from submitting).
        return result.ok ? undefined : issuesFormError(result.error.map((found) => ({ ...found, field: found.field.split('.')[0] ?? found.field })));
      },
    },
    onSubmit: async ({ value }) => {
      const result = shopInfoValidate(value);
      if (result.ok) await save.mutateAsync(result.value).catch(() => undefined);
    },
  });
  const values = useStore(form.store, (state) => state.values);
  // Each address part's own message: core's rule again on what the form holds now (the field keeps only the first).
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);
  const checked = shopInfoValidate(values);
  const issueAt = (field: string) => {
    const found = submitted && !checked.ok ? checked.error.find((entry: ValidationIssue) => entry.field === field) : undefined;
    return found ? t(errorI18nKey(found.code), found.params ?? {}) : undefined;
  };
  return (
    <SettingsFrame title={t('sellerSettings.info.title')} intro={t('sellerSettings.info.intro')}>
      {shopId ? (
        <Link to="/nguoi-ban/$id" params={{ id: shopId }} search={{ position: 'SellerCentre' }}>
          {t('sellerSettings.info.viewPage')}
        </Link>
      ) : null}
      <SettingsForm form={form}>
        <form.Field name="name">
          {(field) => (
            <Input
              label={t('sellerSettings.info.name')}
              hint={t('sellerSettings.info.nameHint', SHOP_NAME_LENGTH)}
              maxLength={SHOP_NAME_LENGTH.max}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={issueText(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="avatar">
          {(field) => <BannerImageField label={t('sellerSettings.info.avatar')} crop="shop_avatar" value={field.state.value} onChange={field.handleChange} error={issueText(field.state.meta.errors)} />}
        </form.Field>
        <form.Field name="cover">
          {(field) => <BannerImageField label={t('sellerSettings.info.cover')} crop="shop_cover" value={field.state.value} onChange={field.handleChange} error={issueText(field.state.meta.errors)} />}
        </form.Field>
        <form.Field name="description">
          {(field) => (
            <TextAreaField
              label={t('sellerSettings.info.description')}
              value={field.state.value}
              onChange={(text) => field.handleChange([...text].slice(0, SHOP_DESCRIPTION_LENGTH.max + 50).join(''))}
              onBlur={field.handleBlur}
              hint={t('sellerSettings.info.descriptionCount', { count: textLength(field.state.value.trim()), ...SHOP_DESCRIPTION_LENGTH })}
              error={issueText(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="address">
          {(field) => <ShopAddressFields value={field.state.value} onChange={field.handleChange} errorOf={(part) => issueAt(`address.${part}`)} />}
        </form.Field>
        <form.Field name="country">
          {(field) => (
            <div>
              <Select
                label={t('sellerSettings.info.country')}
                value={field.state.value}
                onValueChange={(value) => field.handleChange(value as ShopCountry)}
                options={COUNTRIES.map((country) => ({ value: country, label: t(`sellerSettings.info.countries.${country}`) }))}
              />
              {issueText(field.state.meta.errors) ? <p className={styles.error}>{issueText(field.state.meta.errors)}</p> : null}
            </div>
          )}
        </form.Field>
      </SettingsForm>
    </SettingsFrame>
  );
}
