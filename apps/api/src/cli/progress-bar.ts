import { clearLine, cursorTo } from 'node:readline';
import { SingleBar } from 'cli-progress';

/**
 * A progress bar for command-line tools, written to stderr so stdout keeps only results. On a terminal
 * `cli-progress` draws and redraws the bar (at most ten times a second); elsewhere (CI logs, pipes) it
 * prints a line at every tenth of the way and one at the end.
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
  let shownTenth = 0;

  const describe = () => {
    const fraction = total > 0 ? Math.min(1, done / total) : 0;
    const seconds = Math.max((now() - startedAt) / 1000, 0.001);
    const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
    const rate = `${formatNumber(count / seconds)} ${unit}/s`;
    const counted = count === 1 ? unit.replace(/s$/, '') : unit;
    return `${percent} · ${formatNumber(count)} ${counted} · ${rate}`;
  };

  // The widest text the bar shows beside itself decides its width (10 to 30 characters).
  const widestText = `100% · ${formatNumber(total)} ${unit} · ${formatNumber(total)} ${unit}/s`;
  const terminalBar = isTTY
    ? new SingleBar({
        // cli-progress writes through the stream and, on a terminal, readline's cursor functions.
        stream: stream as unknown as NodeJS.WritableStream,
        format: `${label} [{bar}] {text}`,
        barCompleteChar: '█',
        barIncompleteChar: '░',
        barsize: Math.max(
          10,
          Math.min(30, (stream.columns ?? 80) - label.length - widestText.length - 6),
        ),
        fps: 10,
        hideCursor: false,
        linewrap: true,
        emptyOnZero: true,
      })
    : undefined;
  let isStarted = false;

  const printLine = () => {
    stream.write(`${label} ${describe()}\n`);
  };

  return {
    update: (progress) => {
      done = progress.done;
      count = progress.count ?? progress.done;
      if (terminalBar) {
        if (!isStarted) {
          isStarted = true;
          terminalBar.start(Math.max(total, 1), done, { text: describe() });
        } else {
          terminalBar.update(done, { text: describe() });
        }
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
      if (terminalBar && isStarted) {
        cursorTo(stream as unknown as NodeJS.WritableStream, 0);
        clearLine(stream as unknown as NodeJS.WritableStream, 0);
        stream.write(`${line}\n`);
        terminalBar.render();
        return;
      }
      stream.write(`${line}\n`);
    },
    finish: () => {
      if (terminalBar) {
        if (!isStarted) terminalBar.start(Math.max(total, 1), done, { text: describe() });
        terminalBar.update(done, { text: describe() });
        terminalBar.stop();
        return;
      }
      printLine();
    },
  };
};
