import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  pickMessages,
  READER_MESSAGE_NAMESPACES,
  SHELL_MESSAGE_NAMESPACES,
} from '@/i18n/client-messages';

/**
 * The reader (`/bookshelf/read/42`): its client parts get the `reader` messages. No MUI here: the
 * toolbar is plain buttons, and the drawers and dialogs bring MUI's theme with them when first
 * opened (`features/reader/reader-mui.tsx`); the book engines load with `import()` (docs/reader.md).
 */
export default async function ReaderLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, [...SHELL_MESSAGE_NAMESPACES, ...READER_MESSAGE_NAMESPACES])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
