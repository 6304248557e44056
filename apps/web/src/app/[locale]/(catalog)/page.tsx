import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/base/layout';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { BookRow } from '@/features/catalog/components/book-row';
import { RecentlyViewedRow } from '@/features/catalog/components/recently-viewed';
import { getHomeWidgets } from '@/features/catalog/data';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { HomeFeatures } from '@/features/home/home-features';
import { HomeHero } from '@/features/home/home-hero';
import { HomeSlider, type HomeSliderLabels } from '@/features/home/home-slider';
import { buildAlternates } from '@/i18n/metadata';
import styles from './page.module.css';

const HOME_ROW_LENGTH = 12;

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
  const newReleases = widgets.find((widget) => widget.Type === 'new-release')?.Products ?? [];
  const bestSellers = widgets.find((widget) => widget.Type === 'best-seller')?.Products ?? [];
  const categories = widgets.filter((widget) => widget.Type === 'category');
  // A dozen per row is plenty to scroll through; "see all" leads to the rest.
  const firstOf = (books: typeof newReleases) => books.slice(0, HOME_ROW_LENGTH);
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
          books={firstOf(newReleases)}
          seeAllHref={catalogPaths.newProducts}
          isEager
        />
        <BookRow
          title={t('bestSellers')}
          books={firstOf(bestSellers)}
          seeAllHref={catalogPaths.bestSellers}
        />
        <RecentlyViewedRow />
        {categories.map((widget) => (
          <BookRow
            key={widget.CategoryId}
            title={widget.Title}
            books={firstOf(widget.Products)}
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
