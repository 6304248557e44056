#!/usr/bin/env node
// Adds messages to apps/web/messages/{th,en}.json in one read-merge-write, so several people can
// add keys without overwriting each other: `node scripts/i18n-add.mjs new-keys.json`, where the
// file is `{"th": {"namespace": {...}}, "en": {"namespace": {...}}}`. Existing keys are replaced.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps/web/messages');
const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (!target[key] || typeof target[key] !== 'object') target[key] = {};
      merge(target[key], value);
    } else target[key] = value;
  }
  return target;
};

const additions = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const locale of ['th', 'en']) {
  if (!additions[locale]) throw new Error(`${process.argv[2]} has no "${locale}" messages`);
  const file = path.join(root, `${locale}.json`);
  const messages = merge(JSON.parse(fs.readFileSync(file, 'utf8')), additions[locale]);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(messages, null, 2)}\n`);
  fs.renameSync(temporary, file);
}
