import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The third-party checkers of the e-Tax Invoice tests (docs/receipts.md "e-Tax Invoice"), used
 * when this machine has them: xmllint against ETDA's XSD, qpdf and pdfsig on the PDF.
 */
export const ETDA_XSD = fileURLToPath(
  new URL(
    '../src/modules/receipts/etax/schema/ETDA/data/standard/TaxInvoice_CrossIndustryInvoice_2p0.xsd',
    import.meta.url,
  ),
);

/** Whether the tool is installed. */
export const has = (tool: string): boolean =>
  spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;

/** Runs a tool: its output (stdout then stderr) and exit status. */
export const run = (tool: string, args: string[]): { out: string; status: number } => {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  return { out: `${result.stdout}${result.stderr}`, status: result.status ?? 1 };
};

/** Writes `data` to `name` in a new temporary folder for `check`, then removes the folder. */
export const withFile = async (
  name: string,
  data: string | Buffer,
  check: (file: string) => void | Promise<void>,
): Promise<void> => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'etax-'));
  const file = path.join(dir, name);
  await fs.writeFile(file, data);
  try {
    await check(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
};
