import { useState, type FormEvent } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BODY_MEASUREMENT_FIELDS, profileUpdateValidate, type BodyMeasurementField, type UserProfile } from '@modavi/core';
import { Button, Heading, Input, Select, useToast } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { meQueryOptions } from '../../queries/account-queries';
import { useFieldErrors } from '../address/use-field-errors';
import { todayIso } from './today';
import { ContactCodeStep } from './ContactCodeStep';
import { useProfileSave } from './use-profile-save';
import * as styles from './AccountPage.css';

type Measures = Record<BodyMeasurementField, string>;

const measuresOf = (profile: UserProfile): Measures =>
  Object.fromEntries(BODY_MEASUREMENT_FIELDS.map((field) => [field, String(profile.body_measurements?.[field] ?? '')])) as Measures;

/** Profile edit (spec: account settings): name, email, phone, gender, birthday, ID number and the ten body measurements. */
export function ProfileForm() {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const { data: profile } = useSuspenseQuery(meQueryOptions(services));
  const [form, setForm] = useState(() => ({
    name: profile.name,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    gender: profile.gender ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    id_number: profile.id_number ?? '',
  }));
  const [measures, setMeasures] = useState<Measures>(() => measuresOf(profile));

  const save = useProfileSave(profile, (saved) => {
    setForm((current) => ({ ...current, phone: saved.phone ?? '', email: saved.email ?? '' }));
    toast.show({ title: t('account.profile.saved'), tone: 'success' });
  });

  const { errorOf, submit: checkedSubmit } = useFieldErrors(() =>
    profileUpdateValidate({ ...form, body_measurements: measures }, { today: todayIso(), country: services.context.country() }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkedSubmit((update) => save.submit(update));
  };

  const text = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
    error: errorOf(key),
  });

  if (save.codeStep) return <ContactCodeStep {...save.codeStep} />;

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="profile-heading">
      <Heading level={2} id="profile-heading">
        {t('account.profile.title')}
      </Heading>
      <div className={styles.grid}>
        <Input label={t('account.profile.name')} autoComplete="name" {...text('name')} />
        <Input label={t('account.profile.email')} type="email" autoComplete="email" {...text('email')} />
        <Input
          label={t('account.profile.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('account.profile.phoneHint')}
          {...text('phone')}
        />
        <Select
          label={t('account.profile.gender')}
          value={form.gender}
          onValueChange={(value) => setForm((current) => ({ ...current, gender: value }))}
          options={[
            { value: '', label: t('account.profile.genderNone') },
            { value: 'male', label: t('account.profile.genderMale') },
            { value: 'female', label: t('account.profile.genderFemale') },
            { value: 'other', label: t('account.profile.genderOther') },
          ]}
        />
        <Input label={t('account.profile.dateOfBirth')} type="date" max={todayIso()} autoComplete="bday" {...text('date_of_birth')} />
        <Input label={t('account.profile.idNumber')} inputMode="numeric" hint={t('account.profile.idNumberHint')} {...text('id_number')} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.profile.measurements')}</legend>
        <p className={styles.muted}>{t('account.profile.measurementsHint')}</p>
        <div className={styles.measures}>
          {BODY_MEASUREMENT_FIELDS.map((field) => (
            <Input
              key={field}
              label={t(`account.measure.${field}`)}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.1"
              value={measures[field]}
              onChange={(event) => setMeasures((current) => ({ ...current, [field]: event.target.value }))}
              error={errorOf(`body_measurements.${field}`)}
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.busy}>
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}
