import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  countries,
  customerAddresses,
  customers,
  districts,
  provinces,
  subdistricts,
} from '../../db/schema/index.js';

/** The address `addressId` only when it belongs to `customerId`: every lookup by id goes through it. */
const ownedAddress = (params: { customerId: number; addressId: number }) =>
  and(
    eq(customerAddresses.id, params.addressId),
    eq(customerAddresses.customerId, params.customerId),
  );

/** What an address row stores (the columns a customer fills in). */
export type AddressValues = {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  company: string | null;
  taxId: string | null;
  taxBranch: string | null;
  countryId: number;
  provinceId: number | null;
  districtId: number | null;
  subdistrictId: number | null;
  regionText: string | null;
  cityText: string | null;
  postcode: string;
  address1: string;
  address2: string | null;
};

type Names = { th: string; en: string } | null;

/** An address with the names of its places in both languages, and whether it is the shipping one. */
export type AddressRecord = AddressValues & {
  id: number;
  customerId: number;
  countryName: { th: string; en: string };
  provinceName: Names;
  districtName: Names;
  subdistrictName: Names;
  isShippingAddress: boolean;
};

const selectAddresses = (db: DbOrTx) =>
  db
    .select({
      id: customerAddresses.id,
      customerId: customerAddresses.customerId,
      firstName: customerAddresses.firstName,
      lastName: customerAddresses.lastName,
      email: customerAddresses.email,
      phone: customerAddresses.phone,
      company: customerAddresses.company,
      taxId: customerAddresses.taxId,
      taxBranch: customerAddresses.taxBranch,
      countryId: customerAddresses.countryId,
      provinceId: customerAddresses.provinceId,
      districtId: customerAddresses.districtId,
      subdistrictId: customerAddresses.subdistrictId,
      regionText: customerAddresses.regionText,
      cityText: customerAddresses.cityText,
      postcode: customerAddresses.postcode,
      address1: customerAddresses.address1,
      address2: customerAddresses.address2,
      countryNameTh: countries.nameTh,
      countryNameEn: countries.nameEn,
      provinceNameTh: provinces.nameTh,
      provinceNameEn: provinces.nameEn,
      districtNameTh: districts.nameTh,
      districtNameEn: districts.nameEn,
      subdistrictNameTh: subdistricts.nameTh,
      subdistrictNameEn: subdistricts.nameEn,
      isShippingAddress: sql<boolean>`coalesce(${customers.shippingAddressId} = ${customerAddresses.id}, false)`,
    })
    .from(customerAddresses)
    .innerJoin(countries, eq(countries.id, customerAddresses.countryId))
    .innerJoin(customers, eq(customers.id, customerAddresses.customerId))
    .leftJoin(provinces, eq(provinces.id, customerAddresses.provinceId))
    .leftJoin(districts, eq(districts.id, customerAddresses.districtId))
    .leftJoin(subdistricts, eq(subdistricts.id, customerAddresses.subdistrictId));

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectAddresses>['execute']>>[number];

const namesOf = (th: string | null, en: string | null): Names =>
  th === null || en === null ? null : { th, en };

const toRecord = ({
  countryNameTh,
  countryNameEn,
  provinceNameTh,
  provinceNameEn,
  districtNameTh,
  districtNameEn,
  subdistrictNameTh,
  subdistrictNameEn,
  ...row
}: SelectedRow): AddressRecord => ({
  ...row,
  countryName: { th: countryNameTh, en: countryNameEn },
  provinceName: namesOf(provinceNameTh, provinceNameEn),
  districtName: namesOf(districtNameTh, districtNameEn),
  subdistrictName: namesOf(subdistrictNameTh, subdistrictNameEn),
  isShippingAddress: Boolean(row.isShippingAddress),
});

/** Every address of one customer, oldest first. Other modules may use it (checkout, invoices). */
export const findAddressesByCustomer = async (
  db: DbOrTx,
  customerId: number,
): Promise<AddressRecord[]> => {
  const rows = await selectAddresses(db)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.displayOrder), asc(customerAddresses.id));
  return rows.map(toRecord);
};

/** One address, only when it belongs to the customer. */
export const findCustomerAddress = async (
  db: DbOrTx,
  params: { customerId: number; addressId: number },
): Promise<AddressRecord | undefined> => {
  const [row] = await selectAddresses(db).where(ownedAddress(params)).limit(1);
  return row ? toRecord(row) : undefined;
};

/** The address limit holds under parallel adds: the customer is locked first. */
export { lockCustomer } from '../accounts/index.js';

export const countCustomerAddresses = async (db: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  return Number(row?.total ?? 0);
};

export const insertAddress = async (
  db: DbOrTx,
  params: AddressValues & { customerId: number },
): Promise<number> => {
  const [row] = await db
    .insert(customerAddresses)
    .values(params)
    .returning({ id: customerAddresses.id });
  if (!row) throw new Error('insert into customer_addresses returned no row');
  return row.id;
};

/** Updates the address only when it belongs to the customer; false otherwise. */
export const updateCustomerAddress = async (
  db: DbOrTx,
  params: { customerId: number; addressId: number; values: AddressValues },
): Promise<boolean> => {
  const rows = await db
    .update(customerAddresses)
    .set({ ...params.values, updatedAt: sql`now()` })
    .where(ownedAddress(params))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
};

/** Deletes the address only when it belongs to the customer (the FK clears the shipping choice). */
export const deleteCustomerAddress = async (
  db: DbOrTx,
  params: { customerId: number; addressId: number },
): Promise<boolean> => {
  const rows = await db
    .delete(customerAddresses)
    .where(ownedAddress(params))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
};

/** Chooses the shipping address, only one of the customer's own; false otherwise. */
export const setShippingAddress = async (
  db: DbOrTx,
  params: { customerId: number; addressId: number },
): Promise<boolean> => {
  const rows = await db
    .update(customers)
    .set({ shippingAddressId: params.addressId, updatedAt: sql`now()` })
    .where(
      and(
        eq(customers.id, params.customerId),
        sql`exists (select 1 from ${customerAddresses}
                    where ${customerAddresses.id} = ${params.addressId}
                      and ${customerAddresses.customerId} = ${params.customerId})`,
      ),
    )
    .returning({ id: customers.id });
  return rows.length > 0;
};

export const findShippingAddressId = async (
  db: DbOrTx,
  customerId: number,
): Promise<number | null> => {
  const [row] = await db
    .select({ id: customers.shippingAddressId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.id ?? null;
};
