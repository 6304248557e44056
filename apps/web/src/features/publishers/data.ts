import 'server-only';
import {
  API_ROUTES,
  type CustomerInfo,
  type MasterAccountType,
  type MasterBook,
  type PublisherApplication,
} from '@nangsue/contracts';
import { parseCatalogQuery } from '@/features/catalog/catalog-query';
import { getVendorListing } from '@/features/catalog/data';
import { apiErrorOf, catalogApi, requestApi } from '@/lib/api-server';

/**
 * The publisher pages' data (docs/publishers.md). Master data and a publisher's name are what every
 * visitor sees (`catalogApi`, cached); the application and who is signed in are the visitor's own.
 */
export type ApplyPageData =
  | { kind: 'signed-out' }
  | {
      kind: 'customer';
      application: PublisherApplication | null;
      masterBook: MasterBook;
      masterAccountType: MasterAccountType;
    };

const masterData = async () => {
  const [book, accountType] = await Promise.all([
    catalogApi.requestApi(API_ROUTES.publisherMasterBook),
    catalogApi.requestApi(API_ROUTES.publisherMasterAccountType),
  ]);
  if (!book.ok) throw apiErrorOf(book);
  if (!accountType.ok) throw apiErrorOf(accountType);
  if (book.data.Data === null || accountType.data.Data === null)
    throw apiErrorOf({ ok: false, status: 502, errors: [] });
  return { masterBook: book.data.Data, masterAccountType: accountType.data.Data };
};

/** `/vendor/apply`: a guest, or the customer with their application (null: not applied yet). */
export const loadApplyPage = async (): Promise<ApplyPageData> => {
  const mine = await requestApi(API_ROUTES.myPublisherApplication);
  if (!mine.ok) {
    if (mine.status === 401) return { kind: 'signed-out' };
    throw apiErrorOf(mine);
  }
  return {
    kind: 'customer',
    application: mine.data.Data?.Application ?? null,
    ...(await masterData()),
  };
};

/** The publisher's name for its contact page (the cached first page of its listing); 404 if none. */
export const loadPublisherName = async (id: number): Promise<string> =>
  (await getVendorListing(id, parseCatalogQuery(new URLSearchParams()))).Name;

/** The signed-in customer (their name and e-mail fill the contact form), or null for a guest. */
export const findSignedInCustomer = async (): Promise<CustomerInfo | null> => {
  const result = await requestApi(API_ROUTES.loginInfo);
  return result.ok ? (result.data.Data?.CustomerInfo ?? null) : null;
};
