import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  pickMessages,
  REVIEWS_MESSAGE_NAMESPACES,
  SHELL_MESSAGE_NAMESPACES,
} from '@/i18n/client-messages';

/** The reviews' client islands get the `reviews` messages (the shell's stay available). */
export async function ReviewsMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, [
        ...SHELL_MESSAGE_NAMESPACES,
        ...REVIEWS_MESSAGE_NAMESPACES,
      ])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
