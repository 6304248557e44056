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

    expect(chunks[0]?.startsWith('\r\x1b[2KImporting [█')).toBe(true);
    expect(chunks[0]?.endsWith('░]  50% · 50 books · 50 books/s')).toBe(true);
    expect(chunks).toContain('\r\x1b[2KRecord 3 (line 57): missing title\n');
    expect(chunks.filter((chunk) => chunk.includes('60 books'))).toHaveLength(1);
    expect(chunks.at(-2)).toContain('100% · 100 books');
    expect(chunks.at(-1)).toBe('\n');
  });
});
