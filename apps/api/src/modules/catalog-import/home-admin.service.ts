import { createHash } from 'node:crypto';
import type { Locale } from '@nangsue/contracts';
import {
  isTopicCode,
  sliderLinkProblem,
  SLIDER_PICTURE,
  type AdminSlider,
  type AdminSliderCreateBody,
  type AdminSliderUpdateBody,
  type AdminTopic,
  type AdminTopicCreateBody,
  type AdminTopicListItem,
  type AdminTopicListQuery,
  type AdminTopicUpdateBody,
} from '@nangsue/contracts/admin';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CatalogCache } from '../../lib/catalog-cache.js';
import { createCatalogWrite, createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import { contentKey, type FileStorage } from '../../lib/file-storage.js';
import { translate, type MessageKey } from '../../lib/messages.js';
import { framePicture } from '../../lib/picture.js';
import { svgToWebp } from '../../lib/svg-raster.js';
import type { Audit, StaffActor } from '../staff/index.js';
import { changesOf } from './catalog-admin.service.js';
import { renderBannerSvg } from './demo/demo-banners.js';
import type * as homeAdminRepository from './home-admin.repository.js';
import type { SliderRow, TopicRow } from './home-admin.repository.js';

/**
 * Topics and home sliders in the back office (issue 24, docs/catalog.md "Topics, home sliders and
 * home widgets"). Every write runs in one transaction with its audit entry and moves the catalog
 * version in that transaction, as a book edit does (catalog-admin.service.ts): every API
 * process's cached home and topic answers and every storefront's cached pages follow within
 * seconds (docs/storefront.md, "Revalidation"). Slider pictures go through the covers' pipeline
 * (lib/picture.ts), framed 1200x400.
 */
export type HomeAdminDeps = {
  db: Database;
  audit: Audit;
  storage: Pick<FileStorage, 'put' | 'get'>;
  cache: Pick<CatalogCache, 'moveTo'>;
  catalogUpkeep: { bumpCatalogVersion: (tx: DbOrTx) => Promise<string> };
  repository: typeof homeAdminRepository;
  filesBaseUrl: string;
  storefrontUrl: string;
  withTransaction?: WithTransaction;
};

/** Banners are 3:1; pictures between 2:1 and 4:1 are cropped to it from their centre. */
const SLIDER_FRAME = { ...SLIDER_PICTURE, ratio: { min: 2, max: 4 } } as const;

const MAX_ID = 2_147_483_647;

type TopicWithBooks = TopicRow & { bookIds: number[] };

/** What the audit log keeps of a topic, by the API's field names. */
const topicView = (row: TopicWithBooks): Record<string, unknown> => ({
  Code: row.code,
  TitleTh: row.titleTh,
  TitleEn: row.titleEn,
  BodyTh: row.bodyTh,
  BodyEn: row.bodyEn,
  Published: row.published,
  BookIds: row.bookIds,
});

const sliderView = (row: SliderRow): Record<string, unknown> => ({
  TitleTh: row.titleTh,
  TitleEn: row.titleEn,
  SubtitleTh: row.subtitleTh,
  SubtitleEn: row.subtitleEn,
  Link: row.link,
  Published: row.published,
  PictureKey: row.pictureKey,
  DisplayOrder: row.displayOrder,
});

const invalid = (locale: Locale, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION_FAILED', { messages: [translate(locale, key, params)] });

const conflict = (locale: Locale, key: MessageKey, params: Record<string, string | number>) =>
  new AppError('CONFLICT', { messages: [translate(locale, key, params)] });

const missing = (locale: Locale, key: MessageKey, id: string | number) =>
  new AppError('NOT_FOUND', { messages: [translate(locale, key, { id })] });

/** A path parameter as a row id, or the 404 of `key`. */
const idOf = (locale: Locale, id: string, key: MessageKey): number => {
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1 || value > MAX_ID) throw missing(locale, key, id);
  return value;
};

/** A topic code as stored: lower case, checked as an address. */
const checkedCode = (locale: Locale, raw: string): string => {
  const code = raw.trim().toLowerCase();
  if (!isTopicCode(code)) throw invalid(locale, 'homeAdmin.topic.code', { code: raw });
  return code;
};

const checkedLink = (locale: Locale, link: string): string => {
  const problem = sliderLinkProblem(link);
  if (problem) throw invalid(locale, `homeAdmin.slider.link.${problem}`, { link });
  return link;
};

const duplicatesOf = (ids: number[]): number[] =>
  [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))].sort((a, b) => a - b);

export const createHomeAdminService = ({
  db,
  audit,
  storage,
  cache,
  catalogUpkeep,
  repository,
  filesBaseUrl,
  storefrontUrl,
  withTransaction = createWithTransaction(db),
}: HomeAdminDeps) => {
  const write = createCatalogWrite({ withTransaction, catalogUpkeep, cache });

  const storeUrl = (path: string) => `${storefrontUrl.replace(/\/+$/, '')}${path}`;

  const toAdminTopic = (locale: Locale, row: TopicWithBooks): AdminTopic => ({
    Id: row.id,
    Code: row.code,
    TitleTh: row.titleTh,
    TitleEn: row.titleEn,
    BodyTh: row.bodyTh,
    BodyEn: row.bodyEn,
    Published: row.published,
    BookIds: row.bookIds,
    StoreUrl: storeUrl(`${locale === 'en' ? '/en' : ''}/topic/${row.code}`),
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  });

  const toAdminSlider = (row: SliderRow): AdminSlider => ({
    Id: row.id,
    TitleTh: row.titleTh,
    TitleEn: row.titleEn,
    SubtitleTh: row.subtitleTh,
    SubtitleEn: row.subtitleEn,
    Link: row.link,
    IsExternal: !row.link.startsWith('/'),
    DisplayOrder: row.displayOrder,
    Published: row.published,
    PictureUrl: `/admin/v1/catalog/sliders/${row.id}/picture?v=${createHash('sha1')
      .update(row.pictureKey)
      .digest('hex')
      .slice(0, 12)}`,
    StorePictureUrl: `${filesBaseUrl}/${row.pictureKey}`,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  });

  /** Every id a book, each once (drafts may wait in a topic: the store lists published books only). */
  const checkBooks = async (tx: DbOrTx, locale: Locale, ids: number[]) => {
    const twice = duplicatesOf(ids);
    if (twice.length > 0)
      throw invalid(locale, 'homeAdmin.topic.duplicateBooks', { ids: twice.join(', ') });
    const found = await repository.findExistingBookIds(tx, ids);
    const absent = ids.filter((id) => !found.has(id));
    if (absent.length > 0)
      throw invalid(locale, 'homeAdmin.topic.missingBooks', { ids: absent.join(', ') });
  };

  /** Refuses to take a topic's address away from a slider that links to it. */
  const checkNoSliderLinks = async (tx: DbOrTx, locale: Locale, code: string) => {
    const [slider] = await repository.findSlidersLinkingTo(tx, code);
    if (slider)
      throw conflict(locale, 'homeAdmin.topic.linkedBySlider', {
        code,
        title: locale === 'en' ? slider.titleEn : slider.titleTh,
      });
  };

  const lockTopic = async (tx: DbOrTx, locale: Locale, id: number): Promise<TopicWithBooks> => {
    const row = await repository.findTopic(tx, id, { forUpdate: true });
    if (!row) throw missing(locale, 'homeAdmin.topic.notFound', id);
    return row;
  };

  const rereadTopic = async (tx: DbOrTx, id: number): Promise<TopicWithBooks> => {
    const row = await repository.findTopic(tx, id);
    if (!row) throw new Error(`topic ${id} vanished in its own transaction`);
    return row;
  };

  const lockSlider = async (tx: DbOrTx, locale: Locale, id: number): Promise<SliderRow> => {
    const row = await repository.findSlider(tx, id, { forUpdate: true });
    if (!row) throw missing(locale, 'homeAdmin.slider.notFound', id);
    return row;
  };

  /** A picture checked and framed 1200x400 WebP, or the 400 naming what is wrong with it. */
  const bannerOf = async (locale: Locale, data: Buffer): Promise<Buffer> => {
    const framed = await framePicture(data, SLIDER_FRAME);
    if ('webp' in framed) return framed.webp;
    const { problem } = framed;
    if (problem.kind === 'unreadable') throw invalid(locale, 'homeAdmin.picture.unreadable');
    const size = { width: problem.width, height: problem.height };
    if (problem.kind === 'tooSmall')
      throw invalid(locale, 'homeAdmin.picture.tooSmall', {
        ...size,
        minWidth: SLIDER_FRAME.minWidth,
        minHeight: SLIDER_FRAME.minHeight,
      });
    throw invalid(locale, 'homeAdmin.picture.shape', size);
  };

  /** Stores a picture under its content key. */
  const storePicture = async (webp: Buffer): Promise<string> => {
    const key = contentKey('sliders', webp, '.webp');
    await storage.put(key, webp);
    return key;
  };

  return {
    // ---------------------------------------------------------------------------------- topics

    async listTopics(query: AdminTopicListQuery) {
      const text = query.Q?.trim()
        .toLowerCase()
        .replace(/[%_\\]/g, '\\$&');
      const rows = await repository.findTopicPage(db, {
        ...(text ? { text } : {}),
        sort: query.Sort ?? 'UpdatedAt',
        order: query.Order,
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      return {
        Items: rows.slice(0, query.PageSize).map((row): AdminTopicListItem => ({
          Id: row.id,
          Code: row.code,
          TitleTh: row.titleTh,
          TitleEn: row.titleEn,
          Published: row.published,
          BookCount: row.bookCount,
          UpdatedAt: row.updatedAt.toISOString(),
        })),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    async getTopic(locale: Locale, id: string): Promise<AdminTopic> {
      const topicId = idOf(locale, id, 'homeAdmin.topic.notFound');
      const row = await repository.findTopic(db, topicId);
      if (!row) throw missing(locale, 'homeAdmin.topic.notFound', id);
      return toAdminTopic(locale, row);
    },

    /** A topic with its books in order; its code must be free (409 otherwise, even in a race). */
    async createTopic(
      actor: StaffActor,
      locale: Locale,
      body: AdminTopicCreateBody,
    ): Promise<AdminTopic> {
      const code = checkedCode(locale, body.Code);
      const row = await write(async (tx) => {
        await checkBooks(tx, locale, body.BookIds);
        const id = await repository.insertTopic(tx, {
          code,
          titleTh: body.TitleTh,
          titleEn: body.TitleEn,
          bodyTh: body.BodyTh,
          bodyEn: body.BodyEn,
          published: body.Published,
        });
        if (id === 'taken') throw conflict(locale, 'homeAdmin.topic.codeTaken', { code });
        await repository.replaceTopicBooks(tx, id, body.BookIds);
        const created = await rereadTopic(tx, id);
        await audit.record(tx, actor, {
          action: 'topic.create',
          entityType: 'topic',
          entityId: id,
          after: topicView(created),
        });
        return created;
      });
      return toAdminTopic(locale, row);
    },

    /**
     * The fields given; `BookIds` replaces the list and its order. A new code must be free, and
     * is refused while a slider links to the old address.
     */
    async updateTopic(
      actor: StaffActor,
      locale: Locale,
      id: string,
      body: AdminTopicUpdateBody,
    ): Promise<AdminTopic> {
      const topicId = idOf(locale, id, 'homeAdmin.topic.notFound');
      const code = body.Code === undefined ? undefined : checkedCode(locale, body.Code);
      const row = await write(async (tx) => {
        const before = await lockTopic(tx, locale, topicId);
        if (code !== undefined && code !== before.code)
          await checkNoSliderLinks(tx, locale, before.code);
        if (body.BookIds) await checkBooks(tx, locale, body.BookIds);
        const outcome = await repository.updateTopic(tx, topicId, {
          ...(code !== undefined ? { code } : {}),
          ...(body.TitleTh !== undefined ? { titleTh: body.TitleTh } : {}),
          ...(body.TitleEn !== undefined ? { titleEn: body.TitleEn } : {}),
          ...(body.BodyTh !== undefined ? { bodyTh: body.BodyTh } : {}),
          ...(body.BodyEn !== undefined ? { bodyEn: body.BodyEn } : {}),
          ...(body.Published !== undefined ? { published: body.Published } : {}),
        });
        if (outcome === 'taken')
          throw conflict(locale, 'homeAdmin.topic.codeTaken', { code: code ?? before.code });
        if (body.BookIds) await repository.replaceTopicBooks(tx, topicId, body.BookIds);
        const after = await rereadTopic(tx, topicId);
        const changes = changesOf(topicView(before), topicView(after));
        await audit.record(tx, actor, {
          action: 'topic.update',
          entityType: 'topic',
          entityId: topicId,
          before: changes.before,
          after: changes.after,
        });
        return after;
      });
      return toAdminTopic(locale, row);
    },

    /** Deletes a topic and its list (never while a slider links to it). */
    async deleteTopic(actor: StaffActor, locale: Locale, id: string): Promise<void> {
      const topicId = idOf(locale, id, 'homeAdmin.topic.notFound');
      await write(async (tx) => {
        const before = await lockTopic(tx, locale, topicId);
        await checkNoSliderLinks(tx, locale, before.code);
        await repository.deleteTopic(tx, topicId);
        await audit.record(tx, actor, {
          action: 'topic.delete',
          entityType: 'topic',
          entityId: topicId,
          before: topicView(before),
        });
      });
    },

    // ---------------------------------------------------------------------------------- sliders

    async listSliders() {
      const rows = await repository.findSliders(db);
      return { Items: rows.map(toAdminSlider), Page: 1, PageSize: rows.length, HasNextPage: false };
    },

    async getSlider(locale: Locale, id: string): Promise<AdminSlider> {
      const sliderId = idOf(locale, id, 'homeAdmin.slider.notFound');
      const row = await repository.findSlider(db, sliderId);
      if (!row) throw missing(locale, 'homeAdmin.slider.notFound', id);
      return toAdminSlider(row);
    },

    /** The picture for the back office's pages, or undefined when the slider or file is gone. */
    async getSliderPicture(locale: Locale, id: string) {
      const sliderId = idOf(locale, id, 'homeAdmin.slider.notFound');
      const row = await repository.findSlider(db, sliderId);
      return row ? storage.get(row.pictureKey) : undefined;
    },

    /**
     * A slider, last on the home page. Until a picture is uploaded it shows a banner the store
     * draws (the demo store's artwork: a gradient and a shelf, no text; the storefront writes the
     * titles over it).
     */
    async createSlider(
      actor: StaffActor,
      locale: Locale,
      body: AdminSliderCreateBody,
    ): Promise<AdminSlider> {
      const link = checkedLink(locale, body.Link);
      const seed = createHash('sha1').update(`${body.TitleTh}\n${body.TitleEn}`).digest();
      const pictureKey = await storePicture(
        await svgToWebp(renderBannerSvg({ seed: seed.readUInt32BE(0) })),
      );
      const row = await write(async (tx) => {
        const created = await repository.insertSlider(tx, {
          titleTh: body.TitleTh,
          titleEn: body.TitleEn,
          subtitleTh: body.SubtitleTh,
          subtitleEn: body.SubtitleEn,
          link,
          published: body.Published,
          pictureKey,
        });
        await audit.record(tx, actor, {
          action: 'slider.create',
          entityType: 'slider',
          entityId: created.id,
          after: sliderView(created),
        });
        return created;
      });
      return toAdminSlider(row);
    },

    async updateSlider(
      actor: StaffActor,
      locale: Locale,
      id: string,
      body: AdminSliderUpdateBody,
    ): Promise<AdminSlider> {
      const sliderId = idOf(locale, id, 'homeAdmin.slider.notFound');
      const link = body.Link === undefined ? undefined : checkedLink(locale, body.Link);
      const row = await write(async (tx) => {
        const before = await lockSlider(tx, locale, sliderId);
        const after = await repository.updateSlider(tx, sliderId, {
          ...(body.TitleTh !== undefined ? { titleTh: body.TitleTh } : {}),
          ...(body.TitleEn !== undefined ? { titleEn: body.TitleEn } : {}),
          ...(body.SubtitleTh !== undefined ? { subtitleTh: body.SubtitleTh } : {}),
          ...(body.SubtitleEn !== undefined ? { subtitleEn: body.SubtitleEn } : {}),
          ...(link !== undefined ? { link } : {}),
          ...(body.Published !== undefined ? { published: body.Published } : {}),
        });
        const changes = changesOf(sliderView(before), sliderView(after));
        await audit.record(tx, actor, {
          action: 'slider.update',
          entityType: 'slider',
          entityId: sliderId,
          before: changes.before,
          after: changes.after,
        });
        return after;
      });
      return toAdminSlider(row);
    },

    /** A picture: checked, framed 1200x400 WebP, stored under its content key. */
    async uploadSliderPicture(
      actor: StaffActor,
      locale: Locale,
      id: string,
      data: Buffer,
    ): Promise<AdminSlider> {
      const sliderId = idOf(locale, id, 'homeAdmin.slider.notFound');
      if (!(await repository.findSlider(db, sliderId)))
        throw missing(locale, 'homeAdmin.slider.notFound', id);
      const pictureKey = await storePicture(await bannerOf(locale, data));
      const row = await write(async (tx) => {
        const before = await lockSlider(tx, locale, sliderId);
        const after = await repository.updateSlider(tx, sliderId, { pictureKey });
        await audit.record(tx, actor, {
          action: 'slider.picture',
          entityType: 'slider',
          entityId: sliderId,
          before: { PictureKey: before.pictureKey },
          after: { PictureKey: after.pictureKey },
        });
        return after;
      });
      return toAdminSlider(row);
    },

    /** Deletes a slider (its picture stays in file storage: another slider may share its key). */
    async deleteSlider(actor: StaffActor, locale: Locale, id: string): Promise<void> {
      const sliderId = idOf(locale, id, 'homeAdmin.slider.notFound');
      await write(async (tx) => {
        const before = await lockSlider(tx, locale, sliderId);
        await repository.deleteSlider(tx, sliderId);
        await audit.record(tx, actor, {
          action: 'slider.delete',
          entityType: 'slider',
          entityId: sliderId,
          before: sliderView(before),
        });
      });
    },

    /** Every slider once, in the new home-page order. */
    async reorderSliders(actor: StaffActor, locale: Locale, ids: number[]): Promise<void> {
      await write(async (tx) => {
        const current = await repository.lockSliders(tx);
        const given = new Set(ids);
        if (
          given.size !== ids.length ||
          current.length !== ids.length ||
          current.some((id) => !given.has(id))
        )
          throw invalid(locale, 'homeAdmin.slider.reorder');
        await repository.setSliderOrder(tx, ids);
        await audit.record(tx, actor, {
          action: 'slider.reorder',
          entityType: 'slider',
          before: { Ids: current },
          after: { Ids: ids },
        });
      });
    },
  };
};

export type HomeAdminService = ReturnType<typeof createHomeAdminService>;
