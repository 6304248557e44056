import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  SHELF_MESSAGE_NAMESPACES,
  SHELL_MESSAGE_NAMESPACES,
  pickMessages,
} from '@/i18n/client-messages';

/**
 * The messages of the bookshelf pages' client parts (filters, the download dialog, collections),
 * added to the shell's around those pages only: no catalog page carries them
 * (i18n/client-messages.ts).
 */
export async function ShelfMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, [...SHELL_MESSAGE_NAMESPACES, ...SHELF_MESSAGE_NAMESPACES])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
