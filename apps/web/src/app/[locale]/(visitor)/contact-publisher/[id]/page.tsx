import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { requireEntityId, resolveLocale } from '@/features/catalog/page-helpers';
import { ContactPublisherForm } from '@/features/publishers/contact-publisher-form';
import { findSignedInCustomer, loadPublisherName } from '@/features/publishers/data';
import type { ContactFormTexts } from '@/features/publishers/texts';
import styles from '@/features/publishers/publishers.module.css';
import { buildAlternates } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';

type ContactPublisherPageProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: ContactPublisherPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const [t, name] = await Promise.all([
    getTranslations('publishers.contact'),
    loadPublisherName(id),
  ]);
  return {
    title: t('metaTitle', { name }),
    description: t('description', { name }),
    alternates: buildAlternates(catalogPaths.contactPublisher(id), locale),
    robots: { index: false, follow: true },
  };
}

/** A message to a publisher (spec §2 `/contact-publisher/{id}`, docs/publishers.md). */
export default async function ContactPublisherPage({ params }: ContactPublisherPageProps) {
  await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const [t, messages, name, customer] = await Promise.all([
    getTranslations('publishers.contact'),
    getMessages(),
    loadPublisherName(id),
    findSignedInCustomer(),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        title={`${t('title')}: ${name}`}
        description={t('lead', { name })}
        breadcrumbs={
          <CatalogBreadcrumbs
            trail={[{ href: catalogPaths.vendor(id), label: name }]}
            current={t('title')}
          />
        }
      />
      <div className={styles.intro}>
        {customer ? (
          <p className={styles.muted}>
            {t('sendingAs', {
              name: `${customer.FirstName} ${customer.LastName}`.trim() || customer.Email,
              email: customer.Email,
            })}
          </p>
        ) : null}
        <ContactPublisherForm
          publisherId={id}
          publisherPath={catalogPaths.vendor(id)}
          isSignedIn={customer !== null}
          texts={messages.publishers.contact.form satisfies ContactFormTexts}
          backLabel={t('backToPublisher')}
        />
        <p className={styles.muted}>
          {t('orderHelp')}{' '}
          <Link href="/contactus" prefetch={false}>
            {t('contactUsLink')}
          </Link>
        </p>
      </div>
    </CatalogPage>
  );
}
