import { describe, expect, it, vi } from 'vitest';
import {
  blockOfText,
  FIRST_START_WAIT_MS,
  estimatedStarts,
  pickVoice,
  ReadAloudPlayer,
  sentencesOf,
  sentenceSpans,
  utteranceLang,
  wordAt,
  type ReadAloudSnapshot,
  type ReadAloudSource,
  type SpokenBlock,
} from './read-aloud';

const THAI = 'วันนี้อากาศดีมาก ฉันไปอ่านหนังสือที่ห้องสมุด';
const wordsOf = (text: string, sentence: { words: { start: number; end: number }[] }) =>
  sentence.words.map((word) => text.slice(word.start, word.end));

describe('Thai text in sentences and words', () => {
  it('cuts at the space between Thai sentences and finds the words without spaces', () => {
    const sentences = sentencesOf(blockOfText(THAI, 'th'), 'th');
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'วันนี้อากาศดีมาก',
      'ฉันไปอ่านหนังสือที่ห้องสมุด',
    ]);
    expect(sentences.map((sentence) => wordsOf(sentence.text, sentence))).toEqual([
      ['วัน', 'นี้', 'อากาศ', 'ดี', 'มาก'],
      ['ฉัน', 'ไป', 'อ่าน', 'หนังสือ', 'ที่', 'ห้อง', 'สมุด'],
    ]);
    // Marks keep their order through the block: 0-4 in the first sentence, 5-11 in the second.
    expect(sentences.flatMap((sentence) => sentence.words.map((word) => word.name))).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index)),
    );
  });

  it("keeps a compound joined by the API's word joiner as one word, and the voice never sees it", () => {
    const block = blockOfText('ฉันไปห้อง\u2060สมุด', 'th');
    expect(block.text).toBe('ฉันไปห้องสมุด');
    const [sentence] = sentencesOf(block, 'th');
    expect(sentence && wordsOf(sentence.text, sentence)).toEqual(['ฉัน', 'ไป', 'ห้องสมุด']);
  });

  it('cuts English and mixed text at sentence ends, Thai at spaces only between Thai letters', () => {
    const text = 'It rained. We read ในห้องสมุด 3 ชั่วโมง แล้วกลับบ้าน';
    const spans = sentenceSpans(text, 'th').map(({ start, end }) => text.slice(start, end));
    expect(spans).toEqual(['It rained.', 'We read ในห้องสมุด 3 ชั่วโมง', 'แล้วกลับบ้าน']);
  });

  it('finds the word at a boundary event’s charIndex, in the middle of a word too', () => {
    const [, second] = sentencesOf(blockOfText(THAI, 'th'), 'th');
    if (!second) throw new Error('no sentence');
    const at = (charIndex: number) => wordsOf(second.text, second)[wordAt(second.words, charIndex)];
    expect(at(0)).toBe('ฉัน');
    expect(at(second.text.indexOf('หนังสือ'))).toBe('หนังสือ');
    expect(at(second.text.indexOf('หนังสือ') + 2)).toBe('หนังสือ');
    expect(at(second.text.length - 1)).toBe('สมุด');
  });

  it('estimates word times by letters (tone marks and vowels above and below not counted) and rate', () => {
    const [first] = sentencesOf(blockOfText(THAI, 'th'), 'th');
    if (!first) throw new Error('no sentence');
    // วัน 2 (ั is a mark), นี้ 1 (ี ้ are marks), อากาศ 5 (า is a letter), ดี 1
    expect(estimatedStarts(first, 1, 10)).toEqual([0, 200, 300, 800, 900]);
    expect(estimatedStarts(first, 2, 10)).toEqual([0, 100, 150, 400, 450]);
  });
});

describe('voices', () => {
  const voice = (lang: string, extra: Partial<SpeechSynthesisVoice> = {}) =>
    ({ lang, default: false, localService: false, name: lang, ...extra }) as SpeechSynthesisVoice;

  it('picks a Thai voice for a Thai book, the exact tag and the local one first', () => {
    const voices = [
      voice('en-US', { default: true }),
      voice('th_TH'),
      voice('th-TH', { localService: true }),
    ];
    expect(pickVoice(voices, 'th')?.localService).toBe(true);
    expect(pickVoice(voices, 'th-TH')?.lang).toBe('th-TH');
    expect(pickVoice([voice('en-US'), voice('en-GB')], 'th')).toBeNull();
    expect(utteranceLang('th', null)).toBe('th-TH');
    expect(utteranceLang('th', voice('th_TH'))).toBe('th-TH');
  });
});

/** A stand-in speech synthesis: records what is queued, events fired by the test. */
class FakeUtterance extends EventTarget {
  lang = '';
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {
    super();
  }
  fire(type: string, init: { charIndex?: number; name?: string; error?: string } = {}) {
    this.dispatchEvent(Object.assign(new Event(type), init));
  }
}

const fakeSynth = (voices: SpeechSynthesisVoice[]) => {
  const queued: FakeUtterance[] = [];
  return {
    queued,
    synth: {
      speak: (utterance: SpeechSynthesisUtterance) => {
        queued.push(utterance as unknown as FakeUtterance);
      },
      cancel: vi.fn(),
      pause: vi.fn(),
      resume: vi.fn(),
      getVoices: () => voices,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  };
};

const sourceOf = (blocks: SpokenBlock[]) => {
  const highlighted: string[] = [];
  let at = 0;
  const source: ReadAloudSource = {
    first: () => Promise.resolve(blocks[(at = 0)] ?? null),
    next: () => Promise.resolve(blocks[(at += 1)] ?? null),
    highlight: (mark) => highlighted.push(mark),
    clear: () => highlighted.push('clear'),
    destroy: () => undefined,
  };
  return { source, highlighted };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the player', () => {
  const thaiVoice = { lang: 'th-TH', default: false, localService: true } as SpeechSynthesisVoice;

  it('speaks sentence after sentence in Thai, the highlight following boundaries, rate and stop applied', async () => {
    const { synth, queued } = fakeSynth([thaiVoice]);
    const { source, highlighted } = sourceOf([blockOfText(THAI, 'th'), blockOfText('จบแล้ว', 'th')]);
    const snapshots: ReadAloudSnapshot[] = [];
    const player = new ReadAloudPlayer({
      source,
      synth,
      Utterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
      lang: 'th',
      rate: 1,
      onChange: (snapshot) => snapshots.push(snapshot),
    });
    await player.start();
    expect(queued.map((u) => [u.text, u.lang, u.rate])).toEqual([['วันนี้อากาศดีมาก', 'th-TH', 1]]);
    queued[0]?.fire('start');
    expect(highlighted).toEqual(['0']);
    queued[0]?.fire('boundary', { name: 'word', charIndex: 'วันนี้'.length });
    expect(highlighted.at(-1)).toBe('2');
    expect(player.snapshot).toMatchObject({ timing: 'boundaries', word: 'อากาศ' });
    queued[0]?.fire('end');
    await flush();
    expect(queued[1]?.text).toBe('ฉันไปอ่านหนังสือที่ห้องสมุด');
    queued[1]?.fire('start');
    queued[1]?.fire('boundary', { name: 'word', charIndex: 'ฉันไปอ่าน'.length });
    expect(player.snapshot.word).toBe('หนังสือ');
    // A new rate: the sentence again from the word being spoken, at that rate.
    player.setRate(1.5);
    expect(queued.at(-1)).toMatchObject({ text: 'หนังสือที่ห้องสมุด', rate: 1.5 });
    // The cancelled utterance's late end is ignored.
    queued[1]?.fire('end');
    await flush();
    expect(queued).toHaveLength(3);
    queued[2]?.fire('start');
    queued[2]?.fire('boundary', { name: 'word', charIndex: 'หนังสือที่'.length });
    expect(player.snapshot.word).toBe('ห้อง');
    queued[2]?.fire('end');
    await flush();
    expect(queued[3]?.text).toBe('จบแล้ว');
    player.stop();
    expect(synth.cancel).toHaveBeenCalled();
    expect(player.snapshot.state).toBe('stopped');
    queued[3]?.fire('end');
    await flush();
    expect(queued).toHaveLength(4);
  });

  it('moves the highlight on an estimate when the voice sends no word boundaries', async () => {
    vi.useFakeTimers();
    try {
      const { synth, queued } = fakeSynth([thaiVoice]);
      const { source, highlighted } = sourceOf([blockOfText('วันนี้อากาศดีมาก', 'th')]);
      const player = new ReadAloudPlayer({
        source,
        synth,
        Utterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
        lang: 'th',
        rate: 1,
        onChange: () => undefined,
      });
      await player.start();
      queued[0]?.fire('start');
      await vi.advanceTimersByTimeAsync(5000);
      expect(highlighted).toEqual(['0', '1', '2', '3', '4']);
      expect(player.snapshot.timing).toBe('estimate');
      queued[0]?.fire('end');
      await vi.advanceTimersByTimeAsync(0);
      expect(player.snapshot.state).toBe('ended');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries a device that lists no voices with the language alone, and says so when nothing starts', async () => {
    vi.useFakeTimers();
    try {
      const { synth, queued } = fakeSynth([]);
      const { source } = sourceOf([blockOfText(THAI, 'th')]);
      const player = new ReadAloudPlayer({
        source,
        synth,
        Utterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
        lang: 'th',
        rate: 1,
        onChange: () => undefined,
      });
      const started = player.start();
      await vi.advanceTimersByTimeAsync(2000);
      await started;
      expect(queued.map((u) => [u.text, u.lang, u.voice])).toEqual([
        ['วันนี้อากาศดีมาก', 'th-TH', null],
      ]);
      await vi.advanceTimersByTimeAsync(FIRST_START_WAIT_MS);
      expect(player.snapshot.state).toBe('no-voice');
      expect(synth.cancel).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says there is no voice when the device lists voices but none of the book’s language', async () => {
    const { synth, queued } = fakeSynth([
      { lang: 'en-US', default: true, localService: true } as SpeechSynthesisVoice,
    ]);
    const { source } = sourceOf([blockOfText(THAI, 'th')]);
    const player = new ReadAloudPlayer({
      source,
      synth,
      Utterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
      lang: 'th',
      rate: 1,
      onChange: () => undefined,
    });
    await player.start();
    expect(player.snapshot.state).toBe('no-voice');
    expect(queued).toHaveLength(0);
  });
});
