import { z } from 'zod';
import { envelope } from './envelope.js';
import { EmailSchema, NAME_MAX_LENGTH, PhoneSchema } from './customer.js';

/**
 * Customer addresses and the Thai geography behind them (spec §7). Thailand (`TH`) uses the tree
 * province -> district -> subdistrict, each id its DOPA code; other countries use free text.
 */
export const THAILAND_COUNTRY_ID = 1;
export const MAX_ADDRESSES_PER_CUSTOMER = 50;
export const SHIPPING_ADDRESS_FORM_KEY = 'shipping_address_id';
/**
 * Ours, beside it: `"true"` asks for a full tax invoice made out to the chosen address (its tax id
 * and branch), `"false"` for the abbreviated one (docs/buying.md §14).
 */
export const REQUEST_TAX_INVOICE_FORM_KEY = 'request_tax_invoice';

/**
 * The check digit of a Thai 13-digit tax id (the citizen id for people, the juristic-person number
 * for companies): digits 1-12 weighted 13 down to 2, the 13th = (11 - sum mod 11) mod 10.
 */
export const isValidThaiTaxId = (value: string): boolean => {
  if (!/^[0-9]{13}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(value[index]) * (13 - index);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
};

const Int32Id = z.coerce.number().int().min(1).max(2_147_483_647);
export const AddressIdParamsSchema = z.object({ id: Int32Id }).strict();
/** The id of a country, province or district in /v2/country/... paths. */
export const PlaceIdParamsSchema = z.object({ id: Int32Id }).strict();

/** A place in a picker list, named in the caller's language. */
export const PlaceSchema = z.object({ Id: z.int(), Name: z.string() });
export type Place = z.infer<typeof PlaceSchema>;
export const SubdistrictPlaceSchema = PlaceSchema.extend({
  /** Usually one; a few subdistricts have several. */
  Postcodes: z.array(z.string()),
});
export type SubdistrictPlace = z.infer<typeof SubdistrictPlaceSchema>;
export const CountryPlaceSchema = PlaceSchema.extend({
  IsoCode: z.string(),
  HasSubdivisions: z.boolean(),
});
export type CountryPlace = z.infer<typeof CountryPlaceSchema>;

// GET /v2/country/countries (our addition), /getstatesbycountryid/{id}, /getcitybystatesid/{id},
// /getsubdistrictsbycityid/{id} (our addition)
export const CountryListResponseSchema = envelope(z.array(CountryPlaceSchema));
export const PlaceListResponseSchema = envelope(z.array(PlaceSchema));
export const SubdistrictListResponseSchema = envelope(z.array(SubdistrictPlaceSchema));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** What the customer types; the API checks the place ids belong together and the postcode fits. */
export const AddressInputSchema = z
  .object({
    FirstName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    LastName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    Email: EmailSchema.nullable().optional(),
    PhoneNumber: PhoneSchema,
    Company: optionalText(200),
    /** 13 digits with a valid check digit, for a full tax invoice. */
    TaxId: z
      .string()
      .regex(/^[0-9]{13}$/)
      .nullable()
      .optional(),
    TaxBranch: z
      .string()
      .regex(/^[0-9]{5}$/)
      .nullable()
      .optional(),
    CountryId: Int32Id,
    /** Province (Thailand). */
    StateProvinceId: Int32Id.nullable().optional(),
    /** District (Thailand). */
    CityId: Int32Id.nullable().optional(),
    /** Subdistrict (Thailand). */
    SubdistrictId: Int32Id.nullable().optional(),
    /** Region and city as text, for countries without the tree. */
    StateProvinceText: optionalText(100),
    CityText: optionalText(100),
    ZipPostalCode: z.string().trim().min(3).max(10),
    Address1: z.string().trim().min(1).max(200),
    Address2: optionalText(200),
  })
  .strict();
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressBodySchema = z.object({ Data: AddressInputSchema }).strict();
export type AddressBody = z.infer<typeof AddressBodySchema>;

export const AddressSchema = z.object({
  Id: z.int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().nullable(),
  PhoneNumber: z.string(),
  Company: z.string().nullable(),
  TaxId: z.string().nullable(),
  TaxBranch: z.string().nullable(),
  CountryId: z.int(),
  CountryName: z.string(),
  StateProvinceId: z.int().nullable(),
  StateProvinceName: z.string().nullable(),
  CityId: z.int().nullable(),
  CityName: z.string().nullable(),
  SubdistrictId: z.int().nullable(),
  SubdistrictName: z.string().nullable(),
  ZipPostalCode: z.string(),
  Address1: z.string(),
  Address2: z.string().nullable(),
  /** The address POST /v2/checkout/saveshipping chose. */
  IsShippingAddress: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

// GET /v2/customer/addresses
export const AddressListDataSchema = z.object({
  Addresses: z.array(AddressSchema),
  ShippingAddressId: z.int().nullable(),
});
export const AddressListResponseSchema = envelope(AddressListDataSchema);

// GET /v2/customer/addressedit/{id}, POST addressedit/{id}, POST addressadd
export const AddressResponseSchema = envelope(z.object({ Address: AddressSchema }));
// POST /v2/customer/addressdelete/{id}
export const AddressDeleteResponseSchema = envelope(z.object({ Id: z.int() }));

// POST /v2/checkout/saveshipping (spec §3: FormValues with shipping_address_id)
export const FormValueSchema = z.object({ Key: z.string().max(100), Value: z.string().max(1000) });
export const SaveShippingBodySchema = z
  .object({ FormValues: z.array(FormValueSchema.strict()).min(1).max(20) })
  .strict();
export type SaveShippingBody = z.infer<typeof SaveShippingBodySchema>;
export const SaveShippingResponseSchema = envelope(
  z.object({ ShippingAddressId: z.int(), TaxInvoiceRequested: z.boolean() }),
);
