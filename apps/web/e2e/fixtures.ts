import { FaultListResponseSchema, type FaultBody, type FaultData } from '@nangsue/contracts';
import { test as base, expect, type Page } from '@playwright/test';
import { API_URL } from './test-servers';

type FaultSpec = FaultBody['Data'];

/** The API's test-only fault hooks (`/v2/test/faults`), cleared before and after each test. */
export type Faults = {
  set: (fault: FaultSpec) => Promise<void>;
  list: () => Promise<FaultData[]>;
  /** `Calls` of one route since its fault was set. */
  callsOf: (method: FaultSpec['Method'], path: string) => Promise<number>;
  clear: () => Promise<void>;
};

/**
 * Tests that use a test double every worker shares (the API's global faults, the local OpenID
 * providers on their fixed ports) run in their own project, one at a time, after every other
 * journey (playwright.config.ts): they carry this tag.
 */
export const SERIAL_TAG = '@serial';

export const test = base.extend<{ faults: Faults }>({
  // The second parameter is Playwright's `use`, named so lint does not take it for a React hook.
  faults: async ({ playwright }, provide, testInfo) => {
    if (!testInfo.tags.includes(SERIAL_TAG))
      throw new Error(`a test that sets API faults is tagged ${SERIAL_TAG}, so it runs alone`);
    const api = await playwright.request.newContext({ baseURL: API_URL });

    const faults: Faults = {
      set: async (fault) => {
        const response = await api.post('/v2/test/faults', { data: { Data: fault } });
        expect(response.ok(), await response.text()).toBe(true);
      },
      list: async () => {
        const response = await api.get('/v2/test/faults');
        expect(response.ok()).toBe(true);
        return FaultListResponseSchema.parse(await response.json()).Data ?? [];
      },
      callsOf: async (method, path) => {
        const fault = (await faults.list()).find(
          (item) => item.Method === method && item.Path === path,
        );
        if (fault === undefined) throw new Error(`no fault set for ${method} ${path}`);
        return fault.Calls;
      },
      clear: async () => {
        const response = await api.delete('/v2/test/faults');
        expect(response.ok()).toBe(true);
      },
    };

    await faults.clear();
    await provide(faults);
    await faults.clear();
    await api.dispose();
  },
});

export { expect };

const LANGUAGE_NAMES = { th: 'ไทย', en: 'English' } as const;
const SWITCH_LABELS = { th: 'เปลี่ยนภาษา', en: 'Change language' } as const;

/** Opens the language menu (labelled in the page's language) and picks `target`. */
export const switchLanguage = async (
  page: Page,
  from: 'th' | 'en',
  target: 'th' | 'en',
): Promise<void> => {
  await page.getByRole('button', { name: SWITCH_LABELS[from] }).click();
  await page.getByRole('menuitemradio', { name: LANGUAGE_NAMES[target] }).click();
};

/** Resolves with the proxied `setlanguage` call of the switch to `target`. */
export const waitForSetLanguage = (page: Page, target: 'th' | 'en') =>
  page.waitForResponse((response) =>
    response.url().endsWith(`/api/main/common/setlanguage/${target}`),
  );
