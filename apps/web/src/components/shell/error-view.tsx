import { House } from 'lucide-react';
import { ButtonLink } from '@/components/base/button';
import styles from './error-view.module.css';

type ErrorViewProps = {
  /** `404!` or `Dang` (spec §2). */
  heading: string;
  lines: string[];
  homeLabel: string;
};

/** The error page body shared by not-found and error boundaries; no hooks, so both can use it. */
export function ErrorView({ heading, lines, homeLabel }: ErrorViewProps) {
  return (
    <div className={styles.view}>
      <h1 className={styles.heading}>{heading}</h1>
      <div className={styles.lines}>
        {lines.map((line, index) => (
          <p key={`${index}-${line}`} className={index === 0 ? styles.firstLine : styles.line}>
            {line}
          </p>
        ))}
      </div>
      <ButtonLink
        href="/"
        variant="contained"
        size="large"
        startIcon={<House />}
        className={styles.home}
      >
        {homeLabel}
      </ButtonLink>
    </div>
  );
}
