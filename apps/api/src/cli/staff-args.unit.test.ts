import { describe, expect, it } from 'vitest';
import { parseStaffCreateArgs } from './staff-args.js';

describe('npm run staff:create arguments', () => {
  it('reads the e-mail, role, name, language and flags', () => {
    expect(
      parseStaffCreateArgs([
        '--email',
        ' Somchai@Example.com ',
        '--role',
        'owner',
        '--name',
        'สมชาย ใจดี',
        '--language',
        'en',
        '--json',
      ]),
    ).toEqual({
      kind: 'run',
      options: {
        email: 'Somchai@Example.com',
        role: 'owner',
        displayName: 'สมชาย ใจดี',
        language: 'en',
        reset: false,
        json: true,
      },
    });
    expect(parseStaffCreateArgs(['--email', 'a@b.co', '--role', 'finance', '--reset'])).toEqual({
      kind: 'run',
      options: {
        email: 'a@b.co',
        role: 'finance',
        displayName: null,
        language: null,
        reset: true,
        json: false,
      },
    });
  });

  it('says what is wrong', () => {
    const messageOf = (argv: string[]) => {
      const parsed = parseStaffCreateArgs(argv);
      return parsed.kind === 'error' ? parsed.message : parsed.kind;
    };
    expect(messageOf(['--role', 'owner'])).toBe('Missing --email EMAIL.');
    expect(messageOf(['--email', 'owner'])).toBe('--email must be an e-mail address, got "owner".');
    expect(messageOf(['--email', 'a@b.co'])).toBe('Missing --role ROLE.');
    expect(messageOf(['--email', 'a@b.co', '--role', 'admin'])).toMatch(
      /^--role must be one of owner, catalog_editor, .* got "admin"\.$/,
    );
    expect(messageOf(['--email', 'a@b.co', '--role', 'owner', '--language', 'fr'])).toBe(
      '--language must be th or en, got "fr".',
    );
    expect(messageOf(['--email', 'a@b.co', '--role', 'owner', 'extra'])).toBe(
      'Unexpected argument "extra".',
    );
    expect(messageOf(['--password', 'x'])).toMatch(/Unknown option '--password'/);
    expect(messageOf(['-h'])).toBe('help');
  });
});
