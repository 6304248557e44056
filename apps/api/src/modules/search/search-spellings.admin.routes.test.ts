import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

type Staff = Awaited<ReturnType<typeof createStaffSession>>;
type Group = {
  Id: string;
  Spellings: Array<{ Id: number; Spelling: string; Kind: string }>;
};

/**
 * The search spellings in the back office over the real app and PostgreSQL (docs/back-office.md
 * "Spellings staff add"): groups made, listed, grown and removed by a catalog editor, each
 * spelling normalised and in one group only, every write audited and moving the catalog version.
 */
describe('search spellings in the back office', () => {
  let app: TestApp;
  let editor: Staff;
  let editorTh: Staff;
  let marketing: Staff;
  let finance: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    editor = await createStaffSession(app, 'catalog_editor', { language: 'en' });
    editorTh = await createStaffSession(app, 'catalog_editor', { language: 'th' });
    marketing = await createStaffSession(app, 'marketing', { language: 'en' });
    finance = await createStaffSession(app, 'finance', { language: 'en' });
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    staff: Staff = editor,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url: `/admin/v1/catalog/search-spellings${url}`,
      headers: staff.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const create = (body: Record<string, unknown>, staff: Staff = editor) =>
    call('POST', '', staff, body);

  const pathOf = (id: string) => `/${encodeURIComponent(id)}`;
  const spellingsOf = (group: Group) => group.Spellings.map((spelling) => spelling.Spelling);

  const catalogVersion = async () =>
    BigInt((await app.inject({ method: 'GET', url: '/catalog-version' })).json().Data.Version);

  const auditOf = (groupKey: string) =>
    executeRows<{ action: string; staff_id: number; before: unknown; after: unknown }>(
      app.database.db,
      sql`select action, staff_id, before, after from audit_log
          where entity_type = 'searchSpellingGroup' and entity_id = ${groupKey} order by id`,
    );

  it('makes a group of normalised spellings, lists and finds it, grows and shrinks it, audited', async () => {
    const before = await catalogVersion();
    // A zero-width space, spaces and upper case are what search normalises away too.
    const created = await create({ Spellings: [' ชีสเค้ก ', 'ชีสเค๊\u200Bก', 'CHEESECAKE'] });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json().Data as Group;
    expect(group.Id).toBe('ชีสเค้ก');
    expect(spellingsOf(group)).toEqual(['ชีสเค้ก', 'ชีสเค๊ก', 'cheesecake']);
    expect(group.Spellings.map((spelling) => spelling.Kind)).toEqual([
      'variant',
      'variant',
      'transliteration',
    ]);
    expect(await catalogVersion()).toBeGreaterThan(before);

    const other = await create({ Spellings: ['มัทฉะ', 'มัจฉะ', 'Matcha'] });
    expect(other.statusCode, other.body).toBe(200);

    // The list: newest first; Q finds a group by any of its spellings, normalised as well.
    const all = (await call('GET', '?PageSize=1')).json().Data;
    expect(all.Items.map((item: Group) => item.Id)).toEqual(['มัทฉะ']);
    expect(all.HasNextPage).toBe(true);
    const found = (await call('GET', `?Q=${encodeURIComponent('ชีสเค๊')}`)).json().Data;
    expect(found.Items.map((item: Group) => item.Id)).toEqual(['ชีสเค้ก']);
    const byEnglish = (await call('GET', '?Page=1&PageSize=25&Order=DESC&Q=MATC')).json().Data;
    expect(byEnglish.Items.map((item: Group) => item.Id)).toEqual(['มัทฉะ']);
    expect((await call('GET', '?Q=100%25')).json().Data.Items).toEqual([]);

    const read = await call('GET', pathOf(group.Id));
    expect(read.statusCode).toBe(200);
    expect(spellingsOf(read.json().Data)).toEqual(spellingsOf(group));

    const added = await call('POST', `${pathOf(group.Id)}/spellings`, editor, {
      Spelling: 'ชีสเคก',
    });
    expect(added.statusCode, added.body).toBe(200);
    const grown = added.json().Data as Group;
    expect(spellingsOf(grown)).toEqual(['ชีสเค้ก', 'ชีสเค๊ก', 'cheesecake', 'ชีสเคก']);

    const removedId = grown.Spellings.find((spelling) => spelling.Spelling === 'cheesecake')!.Id;
    const removed = await call('DELETE', `${pathOf(group.Id)}/spellings/${removedId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(spellingsOf(removed.json().Data)).toEqual(['ชีสเค้ก', 'ชีสเค๊ก', 'ชีสเคก']);
    expect((await call('DELETE', `${pathOf(group.Id)}/spellings/${removedId}`)).statusCode).toBe(
      404,
    );

    // A spelling removed may join another group.
    const moved = await call('POST', `${pathOf('มัทฉะ')}/spellings`, editor, {
      Spelling: 'cheesecake',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const deleted = await call('DELETE', pathOf(group.Id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ Data: { Ok: true }, ErrorList: [] });
    expect((await call('GET', pathOf(group.Id))).statusCode).toBe(404);
    expect((await call('DELETE', pathOf(group.Id))).statusCode).toBe(404);

    const entries = await auditOf(group.Id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'searchSpellingGroup.create',
      'searchSpelling.add',
      'searchSpelling.remove',
      'searchSpellingGroup.delete',
    ]);
    expect(entries.every((entry) => entry.staff_id === editor.staffId)).toBe(true);
    expect(entries[3]!.before).toEqual([
      { Spelling: 'ชีสเค้ก', Kind: 'variant' },
      { Spelling: 'ชีสเค๊ก', Kind: 'variant' },
      { Spelling: 'ชีสเคก', Kind: 'variant' },
    ]);
  });

  it('removing the last spelling removes the group; a new group never takes an old key', async () => {
    const group = (await create({ Spellings: ['ซูชิ', 'ซูชี่'] })).json().Data as Group;
    for (const spelling of group.Spellings) {
      const answer = await call('DELETE', `${pathOf(group.Id)}/spellings/${spelling.Id}`);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await call('GET', pathOf(group.Id))).statusCode).toBe(404);
    const again = await create({ Spellings: ['ซูชิ', 'sushi'] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().Data.Id).toBe('ซูชิ');

    // The group keeps its key when the spelling that named it goes; a new group is numbered.
    const barista = (await create({ Spellings: ['บาริสต้า', 'บาริสตา'] })).json().Data as Group;
    await call('DELETE', `${pathOf(barista.Id)}/spellings/${barista.Spellings[0]!.Id}`);
    const numbered = await create({ Spellings: ['บาริสต้า', 'barista'] });
    expect(numbered.statusCode, numbered.body).toBe(200);
    expect(numbered.json().Data.Id).toBe('บาริสต้า 2');
    expect(spellingsOf((await call('GET', pathOf('บาริสต้า'))).json().Data)).toEqual(['บาริสตา']);
  });

  it('refuses a spelling that already belongs to a group with a 409 that names the group, in the caller language', async () => {
    await create({ Spellings: ['วอลเลย์บอล', 'วอลเล่ย์บอล'] });
    await create({ Spellings: ['คาราเต้', 'คาราเต'] });

    const english = await create({ Spellings: ['วอลเลบอล', 'วอลเล่ย์บอล'] });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      Data: null,
      ErrorList: [
        'The spelling “วอลเล่ย์บอล” already belongs to the group “วอลเลย์บอล”: a spelling belongs to one group only.',
      ],
    });
    // Nothing of the refused group was written.
    expect((await call('GET', `?Q=${encodeURIComponent('วอลเลบอล')}`)).json().Data.Items).toEqual(
      [],
    );

    const thai = await call('POST', `${pathOf('คาราเต้')}/spellings`, editorTh, {
      Spelling: 'วอลเล่ย์บอล',
    });
    expect(thai.statusCode).toBe(409);
    expect(thai.json().ErrorList).toEqual([
      'คำสะกด “วอลเล่ย์บอล” อยู่ในกลุ่ม “วอลเลย์บอล” แล้ว คำสะกดหนึ่งอยู่ได้เพียงกลุ่มเดียว',
    ]);

    const same = await call('POST', `${pathOf('คาราเต้')}/spellings`, editor, {
      Spelling: 'คาราเต ',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().ErrorList).toEqual(['The spelling “คาราเต” is already in this group.']);
  });

  it('refuses empty, too long, repeated and unknown input with a 400 or 404 that says why', async () => {
    const empty = await create({ Spellings: ['ได้', '   '] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Data).toBeNull();
    expect(empty.json().ErrorList.length).toBeGreaterThan(0);

    const invisible = await create({ Spellings: ['ได้', '\u200B'] });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().ErrorList).toEqual([
      'The spelling “\u200B” has no letters that search can use.',
    ]);

    const long = await create({ Spellings: ['ได้', 'ก'.repeat(101)] });
    expect(long.statusCode).toBe(400);

    const one = await create({ Spellings: ['ได้'] });
    expect(one.statusCode).toBe(400);

    const repeated = await create({ Spellings: ['Email', 'EMAIL'] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().ErrorList).toEqual([
      'The spelling “email” is given twice (they are the same once normalised).',
    ]);

    const extra = await create({ Spellings: ['a1', 'a2'], GroupKey: 'x' });
    expect(extra.statusCode).toBe(400);

    const unknown = await call('POST', `${pathOf('ไม่มีกลุ่มนี้')}/spellings`, editorTh, {
      Spelling: 'อะไร',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ErrorList).toEqual(['ไม่พบกลุ่มคำสะกด “ไม่มีกลุ่มนี้”']);
    expect((await call('DELETE', `${pathOf('ไม่มีกลุ่มนี้')}/spellings/abc`)).statusCode).toBe(404);
  });

  it('lets a role with catalog.read list but not write, and a role without it do neither (403)', async () => {
    expect((await call('GET', '', marketing)).statusCode).toBe(200);
    const write = await create({ Spellings: ['ฟุตบอล', 'football'] }, marketing);
    expect(write.statusCode).toBe(403);
    expect((await call('DELETE', pathOf('ซอฟต์แวร์'), marketing)).statusCode).toBe(403);

    const list = await call('GET', '', finance);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ Data: null, ErrorList: ['You are not allowed to do this.'] });
    expect((await create({ Spellings: ['a', 'b'] }, finance)).statusCode).toBe(403);
  });
});
