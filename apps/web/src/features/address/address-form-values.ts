import {
  AddressInputSchema,
  THAILAND_COUNTRY_ID,
  type Address,
  type AddressInput,
  type CountryPlace,
  type Locale,
  type Place,
  isValidThaiTaxId,
} from '@nangsue/contracts';
import type { z } from 'zod';

/**
 * The address form's state, its checks and the request body it becomes. The checks are the
 * contract's `AddressInputSchema` (so the form and the API agree) plus what the form knows
 * better: Thai places must all be chosen, the postcode must be one of the subdistrict's, and a tax
 * id must have a valid check digit.
 */
export type AddressFormValues = {
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  Email: string;
  Company: string;
  /** Shows the tax id and branch, for a full tax invoice. */
  wantsTaxInvoice: boolean;
  TaxId: string;
  TaxBranch: string;
  CountryId: number | null;
  StateProvinceId: number | null;
  CityId: number | null;
  SubdistrictId: number | null;
  StateProvinceText: string;
  CityText: string;
  ZipPostalCode: string;
  Address1: string;
  Address2: string;
};

export type AddressField = Exclude<keyof AddressFormValues, 'wantsTaxInvoice'>;

/** Message keys of `address.form.errors`, with their parameters. */
export type FieldError =
  | { key: 'required' }
  | { key: 'tooLong'; max: number }
  | { key: 'tooShort'; min: number }
  | { key: 'phone' }
  | { key: 'email' }
  | { key: 'taxId' }
  | { key: 'taxBranch' }
  | { key: 'postcodeChoice' }
  | { key: 'invalid' };

export type FieldErrors = Partial<Record<AddressField, FieldError>>;

export type ValidationContext = {
  /** The country has the province -> district -> subdistrict tree (Thailand). */
  usesPlaceTree: boolean;
  /** Postcodes of the chosen subdistrict, when one is chosen. */
  postcodes: readonly string[] | null;
};

export type ValidationResult =
  { ok: true; input: AddressInput } | { ok: false; errors: FieldErrors };

export const emptyAddressForm = (countryId: number | null): AddressFormValues => ({
  FirstName: '',
  LastName: '',
  PhoneNumber: '',
  Email: '',
  Company: '',
  wantsTaxInvoice: false,
  TaxId: '',
  TaxBranch: '',
  CountryId: countryId,
  StateProvinceId: null,
  CityId: null,
  SubdistrictId: null,
  StateProvinceText: '',
  CityText: '',
  ZipPostalCode: '',
  Address1: '',
  Address2: '',
});

/**
 * The form filled with a saved address. Outside the Thai tree the API has no place ids and its
 * place names are the customer's own text.
 */
export const formValuesOf = (address: Address): AddressFormValues => {
  const inTree = address.StateProvinceId !== null;
  return {
    FirstName: address.FirstName,
    LastName: address.LastName,
    PhoneNumber: address.PhoneNumber,
    Email: address.Email ?? '',
    Company: address.Company ?? '',
    wantsTaxInvoice: address.TaxId !== null,
    TaxId: address.TaxId ?? '',
    TaxBranch: address.TaxBranch ?? '',
    CountryId: address.CountryId,
    StateProvinceId: address.StateProvinceId,
    CityId: address.CityId,
    SubdistrictId: address.SubdistrictId,
    StateProvinceText: inTree ? '' : (address.StateProvinceName ?? ''),
    CityText: inTree ? '' : (address.CityName ?? ''),
    ZipPostalCode: address.ZipPostalCode,
    Address1: address.Address1,
    Address2: address.Address2 ?? '',
  };
};

/** Spaces and dashes people type inside a tax id (`0-1055-56000-00-0`) are not part of it. */
export const normalizeTaxId = (value: string): string => value.replace(/[\s-]/g, '');

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** What the form sends (before the schema's own trimming), for the form's country kind. */
export const toRawInput = (values: AddressFormValues, usesPlaceTree: boolean) => ({
  FirstName: values.FirstName,
  LastName: values.LastName,
  Email: blankToNull(values.Email),
  PhoneNumber: values.PhoneNumber,
  Company: values.Company,
  TaxId: values.wantsTaxInvoice ? blankToNull(normalizeTaxId(values.TaxId)) : null,
  TaxBranch: values.wantsTaxInvoice ? blankToNull(values.TaxBranch) : null,
  CountryId: values.CountryId ?? 0,
  StateProvinceId: usesPlaceTree ? values.StateProvinceId : null,
  CityId: usesPlaceTree ? values.CityId : null,
  SubdistrictId: usesPlaceTree ? values.SubdistrictId : null,
  StateProvinceText: usesPlaceTree ? null : values.StateProvinceText,
  CityText: usesPlaceTree ? null : values.CityText,
  ZipPostalCode: values.ZipPostalCode,
  Address1: values.Address1,
  Address2: values.Address2,
});

const FORMAT_ERRORS: Partial<Record<AddressField, FieldError>> = {
  PhoneNumber: { key: 'phone' },
  Email: { key: 'email' },
  TaxId: { key: 'taxId' },
  TaxBranch: { key: 'taxBranch' },
};

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || value === 0 || String(value).trim() === '';

const errorOfIssue = (field: AddressField, issue: z.core.$ZodIssue, value: unknown): FieldError => {
  if (isBlank(value)) return { key: 'required' };
  if (issue.code === 'too_big') return { key: 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { key: 'tooShort', min: Number(issue.minimum) };
  return FORMAT_ERRORS[field] ?? { key: 'invalid' };
};

const TREE_FIELDS = ['StateProvinceId', 'CityId', 'SubdistrictId'] as const;

/** The form's errors by field (the first of each), or the request body when there are none. */
export const validateAddressForm = (
  values: AddressFormValues,
  { usesPlaceTree, postcodes }: ValidationContext,
): ValidationResult => {
  const raw = toRawInput(values, usesPlaceTree);
  const errors: FieldErrors = {};
  const addError = (field: AddressField, error: FieldError) => {
    errors[field] ??= error;
  };

  const parsed = AddressInputSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || !(field in values)) continue;
      const key = field as AddressField;
      addError(key, errorOfIssue(key, issue, raw[key as keyof typeof raw]));
    }
  }

  if (values.CountryId === null) addError('CountryId', { key: 'required' });
  if (usesPlaceTree) {
    for (const field of TREE_FIELDS)
      if (values[field] === null) addError(field, { key: 'required' });
    const postcode = values.ZipPostalCode.trim();
    if (postcode === '') addError('ZipPostalCode', { key: 'required' });
    else if (postcodes !== null && postcodes.length > 0 && !postcodes.includes(postcode))
      addError('ZipPostalCode', { key: 'postcodeChoice' });
  }
  if (values.wantsTaxInvoice) {
    const taxId = normalizeTaxId(values.TaxId);
    if (taxId === '') addError('TaxId', { key: 'required' });
    else if (!isValidThaiTaxId(taxId)) addError('TaxId', { key: 'taxId' });
  }

  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
};

/** Countries for the picker: Thailand first, the rest in the reader's alphabetical order. */
export const sortCountries = (
  countries: readonly CountryPlace[],
  locale: Locale,
): CountryPlace[] => {
  const collator = new Intl.Collator(locale);
  return [...countries].sort((a, b) => {
    const aFirst = a.Id === THAILAND_COUNTRY_ID ? 0 : 1;
    const bFirst = b.Id === THAILAND_COUNTRY_ID ? 0 : 1;
    return aFirst - bFirst || collator.compare(a.Name, b.Name);
  });
};

/** Provinces, districts or subdistricts in the reader's alphabetical order (Thai collation in Thai). */
export const sortPlaces = <T extends Place>(places: readonly T[], locale: Locale): T[] => {
  const collator = new Intl.Collator(locale);
  return [...places].sort((a, b) => collator.compare(a.Name, b.Name));
};

/** The postcode a subdistrict fills in: its only one, else none (the customer picks). */
export const postcodeToFill = (postcodes: readonly string[]): string =>
  postcodes.length === 1 ? (postcodes[0] ?? '') : '';
