import { describe, expect, it } from 'vitest';
import { splitContactErrors } from './contact-errors';

describe('splitContactErrors', () => {
  it('shows each field’s message by its field and the rest above the form', () => {
    expect(
      splitContactErrors([
        'Data.Email: is not a valid email.',
        'Data.Message: ต้องมีความยาวอย่างน้อย 10 ตัวอักษร',
        'You have sent too many messages. Please wait 60 minutes and try again.',
        'Data.Unknown: is not valid.',
      ]),
    ).toEqual({
      fields: {
        Email: 'Is not a valid email.',
        Message: 'ต้องมีความยาวอย่างน้อย 10 ตัวอักษร',
      },
      form: [
        'You have sent too many messages. Please wait 60 minutes and try again.',
        'Data.Unknown: is not valid.',
      ],
    });
  });
});
