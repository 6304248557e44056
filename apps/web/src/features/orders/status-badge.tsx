import type { OrderStatus } from '@nangsue/contracts';
import styles from './orders.module.css';

/** An order's status as the API words it, coloured by its code. */
export function StatusBadge({ status, text }: { status: OrderStatus; text: string }) {
  return (
    <span className={styles.badge} data-status={status} data-testid="order-status">
      {text}
    </span>
  );
}
