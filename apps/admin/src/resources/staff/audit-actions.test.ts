import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES, auditActionName } from './audit-actions';

describe('audit action names', () => {
  it('names the same actions in Thai and English', () => {
    expect(Object.keys(AUDIT_ACTION_NAMES.th).sort()).toEqual(
      Object.keys(AUDIT_ACTION_NAMES.en).sort(),
    );
  });

  it('shows a name in the language, and a code it does not know as it is', () => {
    expect(auditActionName('th', 'order.refund')).toBe('คืนเงิน');
    expect(auditActionName('en', 'order.refund')).toBe('Refund');
    expect(auditActionName('en', 'something.new')).toBe('something.new');
    expect(auditActionName('th', 'review.answer')).toBe('ตอบรีวิว');
    expect(auditActionName('en', 'review.answerDelete')).toBe('Review answer removed');
  });
});
