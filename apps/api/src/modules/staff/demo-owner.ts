import fs from 'node:fs/promises';
import path from 'node:path';
import type { SetupLink } from './staff.service.js';
import { DEMO_OWNER_EMAIL } from './staff.service.js';

/** Where the demo store's first set-up link is also written (under DATA_DIR, `./data` by default). */
export const DEMO_LINK_FILE = 'admin-setup-link.txt';

/**
 * Prints the demo store's first owner's set-up link where a newcomer looks (the `npm start`
 * output, README "The back office") and writes it to `DATA_DIR/admin-setup-link.txt`.
 */
export const announceDemoOwner = async (
  link: SetupLink,
  dataDir: string,
  out: NodeJS.WritableStream = process.stdout,
): Promise<string> => {
  const file = path.join(dataDir, DEMO_LINK_FILE);
  const until = link.expiresAt.toISOString();
  const text = [
    `The back office's first owner is ${DEMO_OWNER_EMAIL}. Open this link before ${until} (24 hours)`,
    'to choose a password and add the store to an authenticator app. It works once:',
    '',
    link.setupUrl,
    '',
    `Later: npm run staff:create -- --email ${DEMO_OWNER_EMAIL} --role owner prints a new link.`,
  ];
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, `${text.join('\n')}\n`, { mode: 0o600 });
  const rule = '='.repeat(78);
  out.write(`\n${rule}\n${text.join('\n')}\n(also in ${file})\n${rule}\n\n`);
  return file;
};
