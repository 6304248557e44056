import { randomUUID } from 'node:crypto';
import { expect, request, type APIResponse } from '@playwright/test';
import { createCustomer, type TestCustomer } from '../../web/e2e/address-auth';
import { API_URL } from '../../web/e2e/test-servers';

type Envelope<T> = { Data: T; ErrorList: string[] };

/** The `Data` of a store call's answer, which must be a 200. */
const data = async <T>(response: APIResponse): Promise<T> => {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).Data;
};

export type PaidOrder = {
  customer: TestCustomer;
  orderId: number;
  orderNumber: string;
  /** Which of the order's books the customer owns now (the storefront asks the same on a book page). */
  owned: () => Promise<number[]>;
  /** Closes the store connection the order was made with. */
  dispose: () => Promise<void>;
};

/**
 * A paid order of `bookIds` by a new customer, bought through the store's own calls as the
 * storefront makes them (basket, checkout version, the confirm call with its idempotency key) and
 * paid at the demo gateway as its tester page pays: the journeys' subject is what staff do
 * afterwards. Call `dispose()` when done.
 */
export const buyBooks = async (
  bookIds: number[],
  { language }: { language: 'th' | 'en' },
): Promise<PaidOrder> => {
  const customer = await createCustomer();
  const api = await request.newContext({ baseURL: API_URL });
  try {
    const { Token } = await data<{ Token: string }>(
      await api.post('/v2/customer/login', {
        data: { Data: { Email: customer.email, Password: customer.password } },
      }),
    );
    const headers = { Token, Language: language };
    for (const bookId of bookIds)
      await data(
        await api.post(`/v2/shoppingcart/addproducttocart/details/${bookId}/1`, { headers }),
      );
    const { CheckoutVersion } = await data<{ CheckoutVersion: string }>(
      await api.get('/v2/checkout/checkoutbook', { headers }),
    );
    const placed = await data<{
      OrderId: number;
      OrderNumber: string;
      Payment: { Next: { RedirectUrl: string } };
    }>(
      await api.post('/v2/checkout/confirmorderdemo', {
        headers: { ...headers, 'Idempotency-Key': randomUUID() },
        data: { Data: { CheckoutVersion, PaymentMethod: 'demo_card' } },
      }),
    );
    const chargeId = placed.Payment.Next.RedirectUrl.split('/').pop()!;
    await data(
      await api.post(`/demo-gateway/pay/${chargeId}`, { data: { Data: { Outcome: 'success' } } }),
    );
    // The gateway's signed notification pays the order; `completed` re-reads it meanwhile.
    await expect
      .poll(
        async () =>
          (
            await data<{ IsPaid: boolean }>(
              await api.get(`/v2/checkout/completed?orderId=${placed.OrderId}`, { headers }),
            )
          ).IsPaid,
        { timeout: 15_000 },
      )
      .toBe(true);
    const owned = async () =>
      (
        await data<{ ProductIds: number[] }>(
          await api.get(`/v2/customer/owned-books?ids=${bookIds.join(',')}`, { headers }),
        )
      ).ProductIds;
    return {
      customer,
      orderId: placed.OrderId,
      orderNumber: placed.OrderNumber,
      owned,
      dispose: () => api.dispose(),
    };
  } catch (error) {
    await api.dispose();
    throw error;
  }
};
