import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  BUYING_MESSAGE_NAMESPACES,
  SHELL_MESSAGE_NAMESPACES,
  pickMessages,
} from '@/i18n/client-messages';

/**
 * The messages of the buying pages' client parts (payment, orders, the demo gateway), added to the
 * shell's around those parts only: catalog pages never carry them (i18n/client-messages.ts).
 */
export async function BuyingMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, [...SHELL_MESSAGE_NAMESPACES, ...BUYING_MESSAGE_NAMESPACES])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
