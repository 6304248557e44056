import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/base/layout';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { BookRow } from '@/features/catalog/components/book-row';
import { RecentlyViewedRow } from '@/features/catalog/components/recently-viewed';
import { getHomeWidgets } from '@/features/catalog/data';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { HomeFeatures } from '@/features/home/home-features';
import { HOME_FIRST_ROW_CARDS, HOME_ROW_LENGTH, homeRowKeyOf } from '@/features/home/home-rows';
import { HomeHero } from '@/features/home/home-hero';
import { HomeSlider, type HomeSliderLabels } from '@/features/home/home-slider';
import { buildAlternates } from '@/i18n/metadata';
import styles from './page.module.css';

type HomePageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  return { alternates: buildAlternates('/', locale) };
}

/**
 * The home page, from one cached call (`GET /v1/home/widgets`): banners, new releases, best
 * sellers, the reader's recently viewed books, then a row per home category.
 */
export default async function HomePage({ params }: HomePageProps) {
  await resolveLocale(params);
  const [widgets, t] = await Promise.all([getHomeWidgets(), getTranslations('home')]);
  const slides = widgets.flatMap((widget) => (widget.Type === 'slider' ? widget.Sliders : []));
  const rowOf = (type: 'new-release' | 'best-seller') => {
    const index = widgets.findIndex((widget) => widget.Type === type);
    const widget = widgets[index];
    return widget === undefined
      ? { books: [], lazy: undefined }
      : { books: widget.Products, lazy: lazyOf(widget, index) };
  };
  // The HTML carries the first few new releases; the browser reads the rest of every row when it
  // comes near the screen (issue 27 §3: HTML under 100 KB, less to hydrate).
  const lazyOf = (widget: (typeof widgets)[number], index: number) => ({
    rowKey: homeRowKeyOf(widget, index),
    count: Math.min(widget.Products.length, HOME_ROW_LENGTH),
  });
  const newReleases = rowOf('new-release');
  const bestSellers = rowOf('best-seller');
  const categories = widgets
    .map((widget, index) => ({ widget, lazy: lazyOf(widget, index) }))
    .filter(({ widget }) => widget.Type === 'category');
  // The slider's texts are written here, so its client island needs no messages.
  const slideNumbers = slides.map((_, index) => index + 1);
  const sliderLabels: HomeSliderLabels = {
    label: t('slider.label'),
    roleDescription: t('slider.roleDescription'),
    slideRoleDescription: t('slider.slideRoleDescription'),
    previous: t('slider.previous'),
    next: t('slider.next'),
    action: t('slider.action'),
    slides: slideNumbers.map((index) => t('slider.slideLabel', { index, total: slides.length })),
    goTo: slideNumbers.map((index) => t('slider.goTo', { index })),
  };

  return (
    <>
      <Container className={styles.page}>
        <HomeHero />
        <HomeSlider slides={slides} labels={sliderLabels} />
        <BookRow
          title={t('newReleases')}
          books={newReleases.books.slice(0, HOME_FIRST_ROW_CARDS)}
          lazy={newReleases.lazy}
          seeAllHref={catalogPaths.newProducts}
          isEager
        />
        <BookRow
          title={t('bestSellers')}
          books={[]}
          lazy={bestSellers.lazy}
          seeAllHref={catalogPaths.bestSellers}
        />
        <RecentlyViewedRow />
        {categories.map(({ widget, lazy }) => (
          <BookRow
            key={lazy.rowKey}
            title={widget.Title}
            books={[]}
            lazy={lazy}
            seeAllHref={
              widget.CategoryId === null ? undefined : catalogPaths.category(widget.CategoryId)
            }
          />
        ))}
      </Container>
      <HomeFeatures />
    </>
  );
}
