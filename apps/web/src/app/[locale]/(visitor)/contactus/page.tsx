import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { ContactForm, type ContactLabels } from '@/features/content/contact-form';
import { getContactForm } from '@/features/content/contact-data';
import { buildAlternates } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import styles from './page.module.css';

const LABEL_KEYS = [
  'topic',
  'chooseTopic',
  'name',
  'email',
  'emailHint',
  'phone',
  'orderNumber',
  'orderNumberHint',
  'noOrder',
  'message',
  'messageHint',
  'send',
  'sending',
  'required',
  'chooseTopicError',
  'invalidEmail',
  'invalidPhone',
  'invalidOrderNumber',
  'tooShort',
  'tooLong',
  'failed',
  'fixFields',
  'successTitle',
  'reference',
  'nextSteps',
  'sendAnother',
] as const satisfies readonly (keyof ContactLabels)[];

type ContactPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ContactPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('content.contact');
  return {
    title: t('title'),
    description: t('description'),
    alternates: buildAlternates('/contactus', locale),
  };
}

/**
 * The contact-us form (spec §2 `/contactus`), rendered per visit: a signed-in reader's name,
 * e-mail and order numbers come prefilled (docs/content.md).
 */
export default async function ContactUsPage({ params }: ContactPageProps) {
  await resolveLocale(params);
  const [t, formText, form] = await Promise.all([
    getTranslations('content.contact'),
    getTranslations('content.contact.form'),
    getContactForm(),
  ]);
  // Raw texts: the island fills `{min}`, `{count}`… itself.
  const labels = Object.fromEntries(
    LABEL_KEYS.map((key) => [key, formText.raw(key) as string]),
  ) as ContactLabels;

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      >
        <p className={styles.help}>
          {t.rich('helpFirst', {
            link: (chunks) => (
              <Link href="/howto" prefetch={false}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </PageHeader>
      <ContactForm form={form} labels={labels} />
    </CatalogPage>
  );
}
