import { STAFF_ROLES, type StaffRole } from '@nangsue/contracts/admin';
import { z } from 'zod';
import { parseCommandArgs, type ParsedArgs } from './cli-args.js';

export const STAFF_CREATE_USAGE = `Usage: npm run staff:create -- --email EMAIL --role ROLE [--name "NAME"] [--language th|en]
       [--reset] [--json]

Makes a back-office staff member and prints a one-time set-up link (24 hours) where they choose a
password and add the store to an authenticator app (docs/back-office.md). For an e-mail that
already has a member who has not set up yet, prints a new link (earlier ones stop working).

Options:
  --email EMAIL     The staff member's e-mail address (how they sign in).
  --role ROLE       One of: ${STAFF_ROLES.join(', ')}.
  --name NAME       The name the back office shows (default: the e-mail's part before @).
  --language LANG   th (default) or en: the back office's language for them.
  --reset           The member has set up already (a lost phone or password): clear their
                    password and authenticator, end their sessions, enable them, and print a
                    new link.
  --json            Print one line {"setupUrl":"...","staffId":N} instead of the text.
  -h, --help        Show this help.`;

export type StaffCreateOptions = {
  email: string;
  role: StaffRole;
  displayName: string | null;
  language: 'th' | 'en' | null;
  reset: boolean;
  json: boolean;
};

const isRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

export const parseStaffCreateArgs = (argv: readonly string[]): ParsedArgs<StaffCreateOptions> =>
  parseCommandArgs(
    argv,
    {
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        language: { type: 'string' },
        reset: { type: 'boolean' },
        json: { type: 'boolean' },
      },
    },
    (values) => {
      const email = values.email?.trim() ?? '';
      if (!email) throw new Error('Missing --email EMAIL.');
      if (!z.email().max(320).safeParse(email).success)
        throw new Error(`--email must be an e-mail address, got "${email}".`);
      if (values.role === undefined) throw new Error('Missing --role ROLE.');
      if (!isRole(values.role))
        throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}, got "${values.role}".`);
      const name = values.name?.trim();
      if (name !== undefined && (name.length === 0 || name.length > 200))
        throw new Error('--name must be 1 to 200 characters.');
      const language = values.language;
      if (language !== undefined && language !== 'th' && language !== 'en')
        throw new Error(`--language must be th or en, got "${language}".`);
      return {
        email,
        role: values.role,
        displayName: name ?? null,
        language: language ?? null,
        reset: values.reset ?? false,
        json: values.json ?? false,
      };
    },
  );
