import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/shell/error-view';
import { resolveLocale } from '@/features/catalog/page-helpers';

type PreviewEndedPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PreviewEndedPageProps): Promise<Metadata> {
  await resolveLocale(params);
  const t = await getTranslations('reader');
  return { title: t('previewTitle'), robots: { index: false, follow: false } };
}

/**
 * Where a publisher's preview link lands when it does not open (docs/reader.md "Preview"): opened
 * before, past its ten minutes, or unknown. Nothing here calls the API.
 */
export default async function PreviewEndedPage({ params }: PreviewEndedPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('reader');
  return (
    <ErrorView
      heading={t('previewEndedTitle')}
      lines={[t('previewLinkEnded')]}
      homeLabel={t('previewHome')}
    />
  );
}
