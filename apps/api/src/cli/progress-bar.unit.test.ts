import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress-bar.js';

const fakeStream = (isTTY: boolean) => {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, columns: 100, write: (text: string) => chunks.push(text) } };
};

describe('createProgressBar', () => {
  it('prints a line at every tenth when not on a terminal', () => {
    const { chunks, stream } = fakeStream(false);
    let time = 0;
    const bar = createProgressBar({
      stream,
      total: 1000,
      label: 'Seeding',
      unit: 'books',
      now: () => time,
    });
    for (let done = 100; done <= 1000; done += 50) {
      time += 500;
      bar.update({ done });
    }
    bar.finish();
    expect(chunks).toHaveLength(10);
    expect(chunks.at(-1)).toBe('Seeding 100% · 1,000 books · 105 books/s\n');
    expect(chunks.every((chunk) => !chunk.includes('\r'))).toBe(true);
  });

  it('redraws one line on a terminal and keeps logged lines above it', () => {
    const { chunks, stream } = fakeStream(true);
    let time = 0;
    const bar = createProgressBar({
      stream,
      total: 200,
      label: 'Importing',
      unit: 'books',
      now: () => time,
    });
    time = 1000;
    bar.update({ done: 100, count: 50 });
    bar.update({ done: 120, count: 60 });
    bar.log('Record 3 (line 57): missing title');
    time = 2000;
    bar.update({ done: 200, count: 100 });
    bar.finish();

    const output = chunks.join('');
    const firstDraw = /Importing \[(█*)(░*)\] {2}50% · 50 books · 50 books\/s/.exec(output);
    expect(firstDraw?.[1]?.length).toBe(firstDraw?.[2]?.length);
    expect(chunks).toContain('Record 3 (line 57): missing title\n');
    // Redraws are at most ten a second: the update just after the first is drawn once, when the
    // logged line redraws the bar below it.
    expect(output.split('60% · 60 books')).toHaveLength(2);
    expect(output.indexOf('missing title')).toBeLessThan(output.indexOf('60% · 60 books'));
    expect(output).toMatch(/Importing \[█+\] 100% · 100 books · 50 books\/s/);
    expect(output.indexOf('missing title')).toBeLessThan(output.lastIndexOf('100%'));
    expect(chunks.at(-1)).toBe('\n');
  });
});
