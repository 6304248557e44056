/**
 * A small progress bar for command-line tools, written to stderr so stdout keeps only results. On a
 * terminal it redraws one line (at most ten times a second); elsewhere (CI logs, pipes) it prints a
 * line at every tenth of the way and one at the end.
 */
export type ProgressStream = {
  write: (text: string) => unknown;
  isTTY?: boolean;
  columns?: number;
};

export type ProgressBar = {
  /** `done` of `total` decides the bar; `count` (default `done`) is what the rate counts. */
  update: (progress: { done: number; count?: number }) => void;
  /** Prints a line above the bar. */
  log: (line: string) => void;
  /** Draws the final state and ends the bar's line. */
  finish: () => void;
};

const numberFormat = new Intl.NumberFormat('en-US');
export const formatNumber = (value: number) => numberFormat.format(Math.round(value));

export const createProgressBar = ({
  stream,
  total,
  label,
  unit,
  now = () => Date.now(),
}: {
  stream: ProgressStream;
  total: number;
  label: string;
  unit: string;
  now?: () => number;
}): ProgressBar => {
  const startedAt = now();
  const isTTY = stream.isTTY === true;
  let done = 0;
  let count = 0;
  let drawnAt = Number.NEGATIVE_INFINITY;
  let shownTenth = 0;
  let isDrawn = false;

  const describe = () => {
    const fraction = total > 0 ? Math.min(1, done / total) : 0;
    const seconds = Math.max((now() - startedAt) / 1000, 0.001);
    const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
    const rate = `${formatNumber(count / seconds)} ${unit}/s`;
    const counted = count === 1 ? unit.replace(/s$/, '') : unit;
    return { fraction, text: `${percent} · ${formatNumber(count)} ${counted} · ${rate}` };
  };

  const draw = () => {
    const { fraction, text } = describe();
    const width = Math.max(
      10,
      Math.min(30, (stream.columns ?? 80) - label.length - text.length - 6),
    );
    const filled = Math.round(fraction * width);
    stream.write(`\r\x1b[2K${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${text}`);
    isDrawn = true;
    drawnAt = now();
  };

  const printLine = () => {
    stream.write(`${label} ${describe().text}\n`);
  };

  return {
    update: (progress) => {
      done = progress.done;
      count = progress.count ?? progress.done;
      if (isTTY) {
        if (now() - drawnAt >= 100 || done >= total) draw();
        return;
      }
      // The 100% line is printed by finish, with the final count.
      const tenth = total > 0 ? Math.floor((Math.min(done, total) / total) * 10) : 0;
      if (tenth > shownTenth && tenth < 10) {
        shownTenth = tenth;
        printLine();
      }
    },
    log: (line) => {
      if (isTTY && isDrawn) {
        stream.write(`\r\x1b[2K${line}\n`);
        draw();
        return;
      }
      stream.write(`${line}\n`);
    },
    finish: () => {
      if (isTTY) {
        draw();
        stream.write('\n');
        return;
      }
      printLine();
    },
  };
};
