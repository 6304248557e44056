import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  pickMessages,
  PENDING_READER_MESSAGE_NAMESPACES,
  READER_MESSAGE_NAMESPACES,
  SHELL_MESSAGE_NAMESPACES,
} from '@/i18n/client-messages';

/** The reader's messages plus those of reading while you pay, for the pending reader only. */
export async function PendingReaderMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, [
        ...SHELL_MESSAGE_NAMESPACES,
        ...READER_MESSAGE_NAMESPACES,
        ...PENDING_READER_MESSAGE_NAMESPACES,
      ])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
