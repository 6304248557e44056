import { describe, expect, it } from 'vitest';
import { pathOf, queryStringOf } from './client';
import { changedFields, listQueryOf, pascalCase, toBody, toRecord } from './data-provider';

/** How react-admin's calls become the contracts' queries and bodies (src/api). */
describe('the data provider', () => {
  it("sends a list's page, sort and filters as the contracts name them", () => {
    expect(
      listQueryOf({
        pagination: { page: 3, perPage: 50 },
        sort: { field: 'At', order: 'ASC' },
        filter: { q: 'refund', status: 'paid', EntityType: 'order' },
      }),
    ).toEqual({
      Q: 'refund',
      Status: 'paid',
      EntityType: 'order',
      Page: 3,
      PageSize: 50,
      Sort: 'At',
      Order: 'ASC',
    });
    // react-admin's default sort field is its own `id`: the API keeps its own order.
    expect(listQueryOf({ sort: { field: 'id', order: 'DESC' } })).toEqual({ Order: 'DESC' });
    expect(pascalCase('staffId')).toBe('StaffId');
  });

  it("maps Id to react-admin's id and keeps id and read-only fields out of bodies", () => {
    expect(toRecord({ Id: 7, Name: 'x' })).toEqual({ Id: 7, Name: 'x', id: 7 });
    expect(
      toBody(
        { id: 7, Id: 7, Name: 'y', StaffCount: 2 },
        {
          name: 'roles',
          permission: 'staff.manage',
          routes: {},
          readOnlyFields: ['Id', 'StaffCount'],
        },
      ),
    ).toEqual({ Name: 'y' });
    expect(changedFields({ A: 1, B: [1, 2], C: 'x' }, { A: 1, B: [1, 3], C: 'y' })).toEqual({
      B: [1, 2],
      C: 'x',
    });
  });

  it('puts path parameters and query values into the address', () => {
    expect(pathOf('/admin/v1/staff/:id/disable', { id: 'a b/c' })).toBe(
      '/admin/v1/staff/a%20b%2Fc/disable',
    );
    expect(() => pathOf('/admin/v1/staff/:id', {})).toThrow(/id/);
    expect(
      queryStringOf({ Page: 2, Q: 'ไทย', Empty: '', None: undefined, Ids: [1, 2], On: true }),
    ).toBe('?Page=2&Q=%E0%B9%84%E0%B8%97%E0%B8%A2&Ids=1&Ids=2&On=true');
    expect(queryStringOf({})).toBe('');
  });
});
