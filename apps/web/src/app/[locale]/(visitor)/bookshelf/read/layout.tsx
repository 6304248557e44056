import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  pickMessages,
  READER_MESSAGE_NAMESPACES,
  SHELL_MESSAGE_NAMESPACES,
} from '@/i18n/client-messages';
import { AppThemeProvider } from '@/theme/app-theme-provider';

/**
 * The reader (`/bookshelf/read/42`): its controls are MUI's, so MUI's style cache and theme wrap it
 * here, as on the form pages (ADR 0014), and its client parts get the `reader` messages. The book
 * engines are not here: the reader loads them itself with `import()` (docs/reader.md).
 */
export default async function ReaderLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <AppRouterCacheProvider options={{ stylisPlugins: [] }}>
      <AppThemeProvider>
        <NextIntlClientProvider
          messages={pickMessages(messages, [
            ...SHELL_MESSAGE_NAMESPACES,
            ...READER_MESSAGE_NAMESPACES,
          ])}
        >
          {children}
        </NextIntlClientProvider>
      </AppThemeProvider>
    </AppRouterCacheProvider>
  );
}
