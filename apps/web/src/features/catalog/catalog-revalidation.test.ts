import { describe, expect, it } from 'vitest';
import { createCatalogFollower, revalidationSecret } from './catalog-revalidation';

const followerOf = (versions: (string | Error)[]) => {
  const revalidations: number[] = [];
  const errors: unknown[] = [];
  let call = 0;
  const check = createCatalogFollower({
    readVersion: async () => {
      const next = versions[call++];
      if (next instanceof Error) throw next;
      return next ?? 'end';
    },
    revalidate: async () => {
      revalidations.push(call);
    },
    onError: (error) => errors.push(error),
  });
  return { check, revalidations, errors };
};

describe('following the catalog version', () => {
  it('revalidates on the first check and whenever the version moves, not otherwise', async () => {
    const { check, revalidations } = followerOf(['5', '5', '5', '6', '6', '7']);
    for (let i = 0; i < 6; i += 1) await check();
    expect(revalidations).toEqual([1, 4, 6]);
  });

  it('tries again on the next check when the API or the revalidation failed', async () => {
    const { check, revalidations, errors } = followerOf(['5', new Error('down'), '6', '6']);
    for (let i = 0; i < 4; i += 1) await check();
    expect(errors).toHaveLength(1);
    expect(revalidations).toEqual([1, 3]);
  });

  it('keeps one long unguessable secret per process', () => {
    expect(revalidationSecret()).toBe(revalidationSecret());
    expect(revalidationSecret()).toMatch(/^[0-9a-f-]{72}$/);
  });
});
