#!/usr/bin/env node
// TypeScript 7's `tsc` (the package alias `typescript7`), for the type check and the builds. The
// tools that import TypeScript's API get TypeScript 6 (`typescript` is @typescript/typescript6),
// whose own dependency also names a `tsc` command: which of the two npm links as
// node_modules/.bin/tsc differs from one install to the next, so the scripts run this file
// (ADR 0001). It runs TypeScript 7's own launcher with the same arguments.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const launcher = path.join(path.dirname(require.resolve('typescript7/package.json')), 'bin', 'tsc');
await import(pathToFileURL(launcher).href);
