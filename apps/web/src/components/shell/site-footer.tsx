import { TIME_ZONE } from '@nangsue/contracts';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { BrandLink } from './brand-link';
import styles from './site-footer.module.css';

type FooterLink = { href: string; label: string };

/** The Gregorian year in Bangkok, as text (a number argument would be formatted as 2,026). */
const currentYear = (): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' }).format(new Date());

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export async function SiteFooter() {
  const t = await getTranslations('footer');

  const helpLinks: FooterLink[] = [
    { href: '/howto', label: t('howto') },
    { href: '/purchaseprocess', label: t('purchaseProcess') },
    { href: '/termandcondition', label: t('terms') },
    { href: '/policy', label: t('policy') },
  ];
  const companyLinks: FooterLink[] = [
    { href: '/contactus', label: t('contactUs') },
    { href: '/vendor/apply', label: t('vendorApply') },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('navigation')} className={styles.columns}>
          <div className={styles.about}>
            <BrandLink />
            <p className={styles.aboutText}>{t('about')}</p>
          </div>
          <FooterColumn title={t('helpTitle')} links={helpLinks} />
          <FooterColumn title={t('companyTitle')} links={companyLinks} />
        </nav>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('copyright', { year: currentYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
