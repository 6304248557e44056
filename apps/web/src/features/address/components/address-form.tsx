'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  THAILAND_COUNTRY_ID,
  type Address,
  type CountryPlace,
  type Place,
  type SubdistrictPlace,
} from '@nangsue/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { useRouter } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';
import {
  emptyAddressForm,
  formValuesOf,
  postcodeToFill,
  sortPlaces,
  validateAddressForm,
  type AddressField,
  type AddressFormValues,
  type FieldError,
} from '../address-form-values';
import { flowPaths, type AddressFlow } from '../address-paths';
import { errorMessagesOf } from './api-errors';
import { PlacePicker } from './place-picker';
import { saveShippingAddress } from './shipping-api';

type AddressFormProps = {
  flow: AddressFlow;
  /** The address being edited; null to add one. */
  address: Address | null;
  /** Thailand first. */
  countries: readonly CountryPlace[];
  /** The lists the starting values need (provinces of Thailand for a new address). */
  initialProvinces: readonly Place[];
  initialDistricts: readonly Place[];
  initialSubdistricts: readonly SubdistrictPlace[];
};

type Level = 'provinces' | 'districts' | 'subdistricts';
const LEVELS: readonly Level[] = ['provinces', 'districts', 'subdistricts'];

/** Fields in the order they appear, so a failed submit can focus the first wrong one. */
const FIELD_ORDER: readonly AddressField[] = [
  'FirstName',
  'LastName',
  'PhoneNumber',
  'Email',
  'Company',
  'CountryId',
  'StateProvinceId',
  'CityId',
  'SubdistrictId',
  'StateProvinceText',
  'CityText',
  'ZipPostalCode',
  'Address1',
  'Address2',
  'TaxId',
  'TaxBranch',
];

type TextFieldName = {
  [K in AddressField]: AddressFormValues[K] extends string ? K : never;
}[AddressField];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1.5, p: 0, color: 'tokens.content-font' }}
      >
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const wide = { gridColumn: '1 / -1' } as const;

/**
 * The address form of both flows (address book and shipping address): recipient, address and tax
 * invoice. For Thailand the province, district and subdistrict are chosen from lists the API
 * gives for the parent just chosen (changing a parent clears what was below it) and the postcode
 * comes from the subdistrict; other countries take free text. Fields are checked as the customer
 * types (after leaving a field once, or after a first submit); the API's refusal shows its
 * `ErrorList`.
 */
export function AddressForm({
  flow,
  address,
  countries,
  initialProvinces,
  initialDistricts,
  initialSubdistricts,
}: AddressFormProps) {
  const t = useTranslations('address.form');
  const tFieldErrors = useTranslations('address.form.errors');
  const tErrors = useTranslations('address.errors');
  const locale = useLocale();
  const router = useRouter();
  const formId = useId();
  const paths = flowPaths[flow];

  const defaultCountryId =
    countries.find((country) => country.Id === THAILAND_COUNTRY_ID)?.Id ?? countries[0]?.Id ?? null;
  const [values, setValues] = useState<AddressFormValues>(() =>
    address ? formValuesOf(address) : emptyAddressForm(defaultCountryId),
  );
  const [provinces, setProvinces] = useState<readonly Place[]>(() =>
    sortPlaces(initialProvinces, locale),
  );
  const [districts, setDistricts] = useState<readonly Place[]>(() =>
    sortPlaces(initialDistricts, locale),
  );
  const [subdistricts, setSubdistricts] = useState<readonly SubdistrictPlace[]>(() =>
    sortPlaces(initialSubdistricts, locale),
  );
  const [loading, setLoading] = useState<ReadonlySet<Level>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<Level>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const requests = useRef<Partial<Record<Level, AbortController>>>({});

  useEffect(() => {
    const pending = requests.current;
    return () => {
      for (const controller of Object.values(pending)) controller?.abort();
    };
  }, []);

  const country = countries.find((option) => option.Id === values.CountryId) ?? null;
  const usesPlaceTree = country?.HasSubdivisions ?? false;
  const subdistrict = subdistricts.find((option) => option.Id === values.SubdistrictId) ?? null;
  const postcodes = subdistrict?.Postcodes ?? null;

  const validation = useMemo(
    () => validateAddressForm(values, { usesPlaceTree, postcodes }),
    [values, usesPlaceTree, postcodes],
  );

  const messageOf = (error: FieldError): string => {
    switch (error.key) {
      case 'tooLong':
        return tFieldErrors('tooLong', { max: error.max });
      case 'tooShort':
        return tFieldErrors('tooShort', { min: error.min });
      default:
        return tFieldErrors(error.key);
    }
  };

  // A picker waiting for its parent says so (its hint) rather than that it is empty.
  const waitsForParent: Partial<Record<AddressField, boolean>> = {
    CityId: values.StateProvinceId === null,
    SubdistrictId: values.CityId === null,
    ZipPostalCode: usesPlaceTree && subdistrict === null,
  };

  const errorOf = (field: AddressField): string | undefined => {
    if (validation.ok || !(submitted || touched.has(field))) return undefined;
    if (waitsForParent[field] && validation.errors[field]?.key === 'required') return undefined;
    const error = validation.errors[field];
    return error ? messageOf(error) : undefined;
  };

  const idOf = (field: AddressField) => `${formId}-${field}`;
  const touch = (field: AddressField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const setField = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const setLevelFlag = (setter: typeof setLoading, level: Level, isOn: boolean) =>
    setter((current) => {
      if (current.has(level) === isOn) return current;
      const next = new Set(current);
      if (isOn) next.add(level);
      else next.delete(level);
      return next;
    });

  /** Drops the lists (and pending loads) at `from` and below. */
  const clearLevels = (from: Level) => {
    for (const level of LEVELS.slice(LEVELS.indexOf(from))) {
      requests.current[level]?.abort();
      delete requests.current[level];
      setLevelFlag(setLoading, level, false);
      setLevelFlag(setFailed, level, false);
    }
    if (from === 'provinces') setProvinces([]);
    if (from !== 'subdistricts') setDistricts([]);
    setSubdistricts([]);
  };

  const loadLevel = async (level: Level, parentId: number) => {
    const controller = new AbortController();
    requests.current[level] = controller;
    setLevelFlag(setLoading, level, true);
    try {
      if (level === 'subdistricts') {
        const result = await callApi('subdistricts', {
          params: { id: parentId },
          signal: controller.signal,
        });
        setSubdistricts(sortPlaces(result.Data ?? [], locale));
      } else {
        const result = await callApi(level === 'provinces' ? 'provinces' : 'districts', {
          params: { id: parentId },
          signal: controller.signal,
        });
        const places = sortPlaces(result.Data ?? [], locale);
        if (level === 'provinces') setProvinces(places);
        else setDistricts(places);
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn(`[address] loading ${level} failed`, error);
      setLevelFlag(setFailed, level, true);
    } finally {
      if (requests.current[level] === controller) {
        delete requests.current[level];
        setLevelFlag(setLoading, level, false);
      }
    }
  };

  const onCountryChange = (next: CountryPlace | null) => {
    touch('CountryId');
    if ((next?.Id ?? null) === values.CountryId) return;
    setValues((current) => ({
      ...current,
      CountryId: next?.Id ?? null,
      StateProvinceId: null,
      CityId: null,
      SubdistrictId: null,
      StateProvinceText: '',
      CityText: '',
      ZipPostalCode: '',
    }));
    clearLevels('provinces');
    if (next?.HasSubdivisions) void loadLevel('provinces', next.Id);
  };

  const onProvinceChange = (next: Place | null) => {
    touch('StateProvinceId');
    if ((next?.Id ?? null) === values.StateProvinceId) return;
    setValues((current) => ({
      ...current,
      StateProvinceId: next?.Id ?? null,
      CityId: null,
      SubdistrictId: null,
      ZipPostalCode: '',
    }));
    clearLevels('districts');
    if (next) void loadLevel('districts', next.Id);
  };

  const onDistrictChange = (next: Place | null) => {
    touch('CityId');
    if ((next?.Id ?? null) === values.CityId) return;
    setValues((current) => ({
      ...current,
      CityId: next?.Id ?? null,
      SubdistrictId: null,
      ZipPostalCode: '',
    }));
    clearLevels('subdistricts');
    if (next) void loadLevel('subdistricts', next.Id);
  };

  const onSubdistrictChange = (next: SubdistrictPlace | null) => {
    touch('SubdistrictId');
    setValues((current) => ({
      ...current,
      SubdistrictId: next?.Id ?? null,
      ZipPostalCode: next ? postcodeToFill(next.Postcodes) : '',
    }));
  };

  const textField = (
    field: TextFieldName,
    label: string,
    props: Partial<TextFieldProps> & { hint?: string } = {},
  ) => {
    const { hint, ...rest } = props;
    const error = errorOf(field);
    return (
      <TextField
        id={idOf(field)}
        name={field}
        label={label}
        value={values[field]}
        onChange={(event) => setField(field, event.target.value)}
        onBlur={() => touch(field)}
        error={error !== undefined}
        helperText={error ?? hint}
        {...rest}
      />
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setSubmitted(true);
    setServerErrors([]);

    if (!validation.ok) {
      const first = FIELD_ORDER.find((field) => validation.errors[field] !== undefined);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }

    setIsSaving(true);
    try {
      const result = address
        ? await callApi('editAddress', {
            params: { id: address.Id },
            body: { Data: validation.input },
          })
        : await callApi('addAddress', { body: { Data: validation.input } });
      const saved = result.Data?.Address;
      // Adding from the shipping-address choice makes the new address the one to ship to.
      if (flow === 'shipping' && address === null && saved) {
        await saveShippingAddress(saved.Id).catch((error: unknown) => {
          console.warn('[address] could not make the new address the shipping address', error);
        });
      }
      toast.success(t(address ? 'updated' : 'added'));
      router.push(paths.list);
    } catch (error) {
      const messages = errorMessagesOf(error, tErrors('network'));
      if (messages !== null) setServerErrors(messages);
      setIsSaving(false);
    }
  };

  const treeHint = (level: Level, parentChosen: boolean, waitHint: string) =>
    failed.has(level) ? t('placesFailed') : parentChosen ? undefined : waitHint;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t(address ? 'editLabel' : 'addLabel')}
      sx={{
        p: { xs: 2, md: 3 },
        borderRadius: '20px',
        bgcolor: 'tokens.bg-lv1',
        border: '1px solid',
        borderColor: 'tokens.divider',
        display: 'grid',
        gap: 4,
      }}
    >
      <Section title={t('recipient')}>
        {textField('FirstName', t('firstName'), { required: true, autoComplete: 'given-name' })}
        {textField('LastName', t('lastName'), { required: true, autoComplete: 'family-name' })}
        {textField('PhoneNumber', t('phone'), {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
          hint: t('phoneHint'),
        })}
        {textField('Email', t('email'), { type: 'email', autoComplete: 'email' })}
        {textField('Company', t('company'), { autoComplete: 'organization', sx: wide })}
      </Section>

      <Section title={t('addressSection')}>
        <Box sx={wide}>
          <PlacePicker
            id={idOf('CountryId')}
            label={t('country')}
            options={countries}
            valueId={values.CountryId}
            onChange={onCountryChange}
            onBlur={() => touch('CountryId')}
            error={errorOf('CountryId')}
          />
        </Box>
        {textField('Address1', t('address1'), {
          required: true,
          autoComplete: 'address-line1',
          hint: t('address1Hint'),
          sx: wide,
        })}
        {textField('Address2', t('address2'), { autoComplete: 'address-line2', sx: wide })}
        {usesPlaceTree ? (
          <>
            <PlacePicker
              id={idOf('StateProvinceId')}
              label={t('province')}
              options={provinces}
              valueId={values.StateProvinceId}
              onChange={onProvinceChange}
              onBlur={() => touch('StateProvinceId')}
              loading={loading.has('provinces')}
              error={errorOf('StateProvinceId')}
              hint={treeHint('provinces', true, '')}
            />
            <PlacePicker
              id={idOf('CityId')}
              label={t('district')}
              options={districts}
              valueId={values.CityId}
              onChange={onDistrictChange}
              onBlur={() => touch('CityId')}
              disabled={values.StateProvinceId === null}
              loading={loading.has('districts')}
              error={errorOf('CityId')}
              hint={treeHint('districts', values.StateProvinceId !== null, t('chooseProvince'))}
            />
            <PlacePicker
              id={idOf('SubdistrictId')}
              label={t('subdistrict')}
              options={subdistricts}
              valueId={values.SubdistrictId}
              onChange={onSubdistrictChange}
              onBlur={() => touch('SubdistrictId')}
              disabled={values.CityId === null}
              loading={loading.has('subdistricts')}
              error={errorOf('SubdistrictId')}
              hint={treeHint('subdistricts', values.CityId !== null, t('chooseDistrict'))}
            />
            <TextField
              select
              id={idOf('ZipPostalCode')}
              name="ZipPostalCode"
              label={t('postcode')}
              required
              value={postcodes?.includes(values.ZipPostalCode) ? values.ZipPostalCode : ''}
              onChange={(event) => {
                touch('ZipPostalCode');
                setField('ZipPostalCode', event.target.value);
              }}
              onBlur={() => touch('ZipPostalCode')}
              disabled={subdistrict === null}
              error={errorOf('ZipPostalCode') !== undefined}
              helperText={
                errorOf('ZipPostalCode') ??
                (subdistrict === null
                  ? t('chooseSubdistrict')
                  : (postcodes?.length ?? 0) > 1
                    ? t('postcodeSeveral')
                    : undefined)
              }
            >
              {(postcodes ?? []).map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : (
          <>
            {textField('CityText', t('city'), { autoComplete: 'address-level2' })}
            {textField('StateProvinceText', t('region'), { autoComplete: 'address-level1' })}
            {textField('ZipPostalCode', t('postcode'), {
              required: true,
              autoComplete: 'postal-code',
            })}
          </>
        )}
      </Section>

      <Section title={t('taxSection')}>
        <FormControlLabel
          sx={wide}
          control={
            <Checkbox
              checked={values.wantsTaxInvoice}
              onChange={(event) => setField('wantsTaxInvoice', event.target.checked)}
            />
          }
          label={t('wantsTaxInvoice')}
        />
        {values.wantsTaxInvoice ? (
          <>
            {textField('TaxId', t('taxId'), {
              required: true,
              hint: t('taxIdHint'),
              slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 17 } },
            })}
            {textField('TaxBranch', t('taxBranch'), {
              hint: t('taxBranchHint'),
              slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 5 } },
            })}
          </>
        ) : null}
      </Section>

      {serverErrors.length > 0 ? (
        <Alert severity="error" role="alert">
          {serverErrors.map((message) => (
            <Box component="p" key={message} sx={{ m: 0 }}>
              {message}
            </Box>
          ))}
        </Alert>
      ) : null}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          type="button"
          color="inherit"
          disabled={isSaving}
          onClick={() => router.push(paths.list)}
        >
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={isSaving}>
          {t('save')}
        </Button>
      </Box>
    </Box>
  );
}
