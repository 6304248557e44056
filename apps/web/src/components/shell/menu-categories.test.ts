import { describe, expect, it } from 'vitest';
import { toMenuCategories } from './menu-categories';

describe('toMenuCategories', () => {
  it('keeps id, name, count and sub-categories, leaving out empty ones', () => {
    expect(
      toMenuCategories([
        {
          Id: 1,
          Name: 'นิยาย',
          NumberOfProducts: 79,
          SubCategories: [{ Id: 2, Name: 'นิยายรัก', NumberOfProducts: 19, SubCategories: [] }],
        },
        { Id: 7, Name: 'การ์ตูน', NumberOfProducts: 0, SubCategories: [] },
      ]),
    ).toEqual([
      [1, 'นิยาย', 79, [[2, 'นิยายรัก', 19]]],
      [7, 'การ์ตูน', 0],
    ]);
  });
});
