import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * deploy/: the Prometheus configuration and alert rules, checked by Debian's `promtool` (package
 * `prometheus`, which .ci/run installs), and the Grafana dashboard, whose every query promtool
 * parses too. Without promtool the checks are skipped on a developer's machine and fail on CI, so
 * CI cannot pass them by not running them.
 */
const deploy = fileURLToPath(new URL('../../../../deploy/', import.meta.url));
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;

/** promtool's output, or the assertion failing with it. */
const promtool = (...args: string[]) => {
  const run = spawnSync('promtool', args, { cwd: deploy, encoding: 'utf8' });
  expect(run.status, `promtool ${args.join(' ')}\n${run.stdout}${run.stderr}`).toBe(0);
  return run.stdout;
};

describe.skipIf(!hasPromtool)('deploy/prometheus and deploy/grafana (promtool)', () => {
  it('has valid alert rules, whose unit tests pass', () => {
    expect(promtool('check', 'rules', 'prometheus/alerts.yml')).toContain('SUCCESS');
    expect(promtool('test', 'rules', 'prometheus/alerts.test.yml')).toContain('SUCCESS');
  });

  it('has a valid Prometheus configuration', () => {
    // Syntax only: the secret file it names exists on the monitoring machine, not here.
    expect(promtool('check', 'config', '--syntax-only', 'prometheus/prometheus.yml')).toContain(
      'SUCCESS',
    );
  });

  it('has a dashboard whose queries parse and read only recorded or exported figures', () => {
    const dashboard = JSON.parse(readFileSync(path.join(deploy, 'grafana/nangsue.json'), 'utf8'));
    const exprs: string[] = dashboard.panels.flatMap(
      (panel: { targets?: { expr: string }[] }) =>
        panel.targets?.map((target) => target.expr) ?? [],
    );
    expect(exprs.length).toBeGreaterThan(15);
    // Each query as a recording rule, Grafana's interval variable replaced: promtool parses them.
    const rules = exprs
      .map(
        (expr, index) =>
          `      - record: dashboard_query_${index}\n        expr: ${JSON.stringify(expr.replaceAll('$__rate_interval', '5m'))}\n`,
      )
      .join('');
    const dir = mkdtempSync(path.join(tmpdir(), 'nangsue-dashboard-'));
    try {
      writeFileSync(
        path.join(dir, 'queries.yml'),
        `groups:\n  - name: dashboard\n    rules:\n${rules}`,
      );
      expect(promtool('check', 'rules', path.join(dir, 'queries.yml'))).toContain('SUCCESS');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Recording rules the dashboard reads are defined in alerts.yml.
    const alerts = readFileSync(path.join(deploy, 'prometheus/alerts.yml'), 'utf8');
    const recorded = exprs.flatMap(
      (expr) => expr.match(/\b[a-z_]+:[a-z0-9_]+:[a-z0-9_]+\b/g) ?? [],
    );
    expect(recorded.length).toBeGreaterThan(0);
    for (const name of recorded) expect(alerts).toContain(`record: ${name}`);
  });
});

it('has promtool on CI, where the checks may not be skipped', () => {
  if (process.env.CI === 'true')
    expect(
      hasPromtool,
      "promtool is missing: install Debian's prometheus package (.ci/run does)",
    ).toBe(true);
});
