import { describe, expect, it } from 'vitest';
import { parseBackupArgs, parseRestoreArgs } from './backup-command.js';
import { describeDatabase, libpqEnv, parseToolVersion, serverMajor } from './pg-tools.js';

describe('the backup commands’ PostgreSQL programs and arguments', () => {
  it('reads the versions of pg_dump and of the server', () => {
    expect(parseToolVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toEqual({
      version: '15.20',
      major: 15,
    });
    expect(parseToolVersion('pg_restore (PostgreSQL) 18.4\n')).toEqual({
      version: '18.4',
      major: 18,
    });
    expect(parseToolVersion('pg_dump (PostgreSQL) 18beta1')).toEqual({ version: '18', major: 18 });
    expect(parseToolVersion('bash: pg_dump: not found')).toBeUndefined();
    expect(serverMajor(180004)).toBe(18);
    expect(serverMajor(150020)).toBe(15);
  });

  it('passes the password in the environment, never in the arguments or the messages', () => {
    const env = libpqEnv(
      'postgres://postgres:p%40ss%2Fword@127.0.0.1:54329/nangsue?sslmode=require',
    );
    expect(env).toMatchObject({
      PGHOST: '127.0.0.1',
      PGPORT: '54329',
      PGUSER: 'postgres',
      PGPASSWORD: 'p@ss/word',
      PGDATABASE: 'nangsue',
      PGSSLMODE: 'require',
    });
    expect(libpqEnv('postgres://postgres@[::1]/db')).toMatchObject({
      PGHOST: '::1',
      PGPORT: '5432',
    });
    expect(describeDatabase('postgres://u:secret@db.example:5433/shop')).toBe(
      'shop at db.example:5433',
    );
  });

  it('parses the command lines', () => {
    expect(parseBackupArgs(['--out', '/mnt/b'])).toEqual({
      kind: 'run',
      options: { out: '/mnt/b', pgBin: undefined },
    });
    expect(
      parseRestoreArgs(['/mnt/b/nangsue-x', '--replace', '--pg-bin', '/usr/lib/postgresql/18/bin']),
    ).toEqual({
      kind: 'run',
      options: {
        backupDir: '/mnt/b/nangsue-x',
        replace: true,
        pgBin: '/usr/lib/postgresql/18/bin',
      },
    });
    expect(parseRestoreArgs([])).toEqual({
      kind: 'error',
      message: 'Missing the backup folder to restore.',
    });
    expect(parseRestoreArgs(['a', '--force']).kind).toBe('error');
  });
});
