// The personal information form: every field checked before sending (Turkish messages under each),
// only the changed fields sent, the current password asked for once the e-mail or the phone
// changes, and a refusal naming a field (e-mail taken, wrong password) shown under that field.
// Once the customer is verified, name, surname, T.C. Kimlik No and birth date are read-only with
// the reason (the server answers IDENTITY_FROZEN); they change through IdentityChangeCard.
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useAppSelector } from '../../../app/hooks';
import type { ApiError } from '../../../api/base-query';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { FormCard, FormColumn, FormField, FormHint } from '../../../ui/form-controls';
import { selectProfile } from '../../session';
import { useUpdateProfileMutation } from '../api/identity-api';
import {
  changesOf,
  FIELD_OF_CODE,
  formStartOf,
  needsPassword,
  problemsOf,
  valuesOf,
  type PersonalValues,
  type ProfileWithInfo,
} from '../personal-fields';
import { Pair } from './identity.styles';

export function PersonalForm() {
  const texts = tr.identity;
  const profile = useAppSelector(selectProfile) as ProfileWithInfo | null;
  // Keyed by the personal fields' text, so a profile reload for new balance figures (after an
  // order) does not reset what the customer is typing.
  const savedKey = JSON.stringify(valuesOf(profile));
  const saved = useMemo(() => JSON.parse(savedKey) as PersonalValues, [savedKey]);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const resolver: Resolver<PersonalValues> = async (values) => {
    const problems = problemsOf(values, savedRef.current);
    const errors = Object.fromEntries(
      Object.entries(problems).map(([field, message]) => [field, { type: 'validate', message }]),
    );
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const { register, handleSubmit, reset, watch, setError, formState } = useForm<PersonalValues>({
    defaultValues: formStartOf(saved),
    resolver,
  });
  // A reload of the profile (after a save) becomes the form's new starting point.
  useEffect(() => reset(formStartOf(saved)), [saved, reset]);

  const [update] = useUpdateProfileMutation();
  const refusal = useRef<ApiError | null>(null);
  const [save, saving] = useMutationOutcome(
    async (values: PersonalValues) => {
      const result = await update(changesOf(values, saved));
      refusal.current = 'error' in result ? (result.error as ApiError) : null;
      return result;
    },
    { success: texts.saved },
  );
  const submit = handleSubmit(async (values) => {
    const outcome = await save(values);
    const field = refusal.current?.code ? FIELD_OF_CODE[refusal.current.code] : undefined;
    if (outcome?.kind === 'refused' && field) setError(field, { type: 'server', message: outcome.message });
  });

  const errors = formState.errors;
  const asking = needsPassword(watch(), saved);
  const frozenHintId = useId();
  const frozen = profile?.verificationStatus === 'verified';
  const frozenProps = frozen ? { readOnly: true, 'aria-describedby': frozenHintId } : {};
  return (
    <FormCard aria-label={texts.personal}>
      <h2>{texts.personal}</h2>
      <FormColumn noValidate onSubmit={(event) => void submit(event)}>
        {frozen && <FormHint id={frozenHintId}>{texts.change.frozen}</FormHint>}
        <Pair>
          <FormField
            label={texts.name}
            autoComplete="given-name"
            error={errors.name?.message}
            {...register('name')}
            {...frozenProps}
          />
          <FormField
            label={texts.surname}
            autoComplete="family-name"
            error={errors.surname?.message}
            {...register('surname')}
            {...frozenProps}
          />
        </Pair>
        <Pair>
          <FormField
            label={texts.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <FormField
            label={texts.phone}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </Pair>
        {asking && (
          <>
            <FormHint>{texts.passwordWhy}</FormHint>
            <FormField
              label={texts.password}
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          </>
        )}
        <Pair>
          <FormField
            label={texts.birthDate}
            type="date"
            error={errors.birthDate?.message}
            {...register('birthDate')}
            {...frozenProps}
          />
          <FormField
            label={texts.nationalId}
            inputMode="numeric"
            maxLength={11}
            error={errors.nationalId?.message}
            {...register('nationalId')}
            {...frozenProps}
          />
        </Pair>
        <FormField
          label={texts.address}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <Pair>
          <FormField
            label={texts.city}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <FormField
            label={texts.country}
            autoComplete="country-name"
            error={errors.country?.message}
            {...register('country')}
          />
        </Pair>
        <Button type="submit" variant="primary" busy={saving}>
          {texts.save}
        </Button>
      </FormColumn>
    </FormCard>
  );
}
