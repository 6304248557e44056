/**
 * Read aloud (docs/reader.md "Read aloud"): the device's speech synthesis (Web Speech API) reads
 * the book sentence by sentence in the book's language, the word being spoken highlighted. This
 * file is the part that knows no engine: a block of text with its word marks (made by foliate's
 * `tts.js` for an EPUB) is cut into sentences, each spoken as one utterance; the word under the
 * voice is found from the utterance's `boundary` events, or, where the voice sends none (many Thai
 * voices), from an estimate of each word's time. Loaded with `import()` on the first press of the
 * read-aloud button.
 */

/** A word's place in a block: foliate's mark name and where the word starts in the block's text. */
export type WordMark = { name: string; offset: number };

/** A block of the book (a paragraph, a heading) as plain text, with a mark at each word. */
export type SpokenBlock = { text: string; marks: readonly WordMark[] };

/** A word of an utterance: its mark, where it starts and ends in the utterance's text. */
export type SpokenWord = { name: string; start: number; end: number };

/** One sentence, spoken as one utterance. */
export type SpokenSentence = { text: string; words: SpokenWord[] };

/** What an engine gives read aloud (the EPUB's: `epub-read-aloud.ts`). */
export type ReadAloudSource = {
  /** The first block to read: from the start of the page shown. Null: nothing left to read. */
  first(): Promise<SpokenBlock | null>;
  /** The block after the last one given (the next chapter's at a chapter's end); null at the end. */
  next(): Promise<SpokenBlock | null>;
  /** Highlights a word of the last block given, turning the page when it is on another. */
  highlight(mark: string): void;
  /** Removes the highlight. */
  clear(): void;
  destroy(): void;
};

const THAI = /[\u0e00-\u0e7f]/u;
/** A space between two Thai letters ends a sentence (or a phrase) in written Thai. */
const THAI_SPACE = /(?<=[\u0e00-\u0e7f])\s+(?=[\u0e00-\u0e7f])/gu;
/** Characters the voice must not see: word joiners (the API's, in compounds) and soft hyphens. */
const INVISIBLE_CHAR = /^[\u2060\u00ad\u200b]$/u;

const primaryOf = (lang: string) => lang.toLowerCase().replace('_', '-').split('-')[0] ?? '';

/** The words of a text by `Intl.Segmenter` in its language (Thai has no spaces between words). */
export const segmentWords = (text: string, lang: string): WordMark[] => {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return Array.from(segmenter.segment(text))
    .filter((segment) => segment.isWordLike)
    .map((segment) => ({ name: String(segment.index), offset: segment.index }));
};

/**
 * A block made of plain text, its marks from `Intl.Segmenter` on the text as it is (a compound
 * joined by a word joiner is one word), as foliate's `tts.js` makes them; then, as the SSML's text
 * becomes what the voice reads (`epub-read-aloud.ts`), invisible characters dropped and spaces
 * collapsed, the marks moved with the text.
 */
export const blockOfText = (text: string, lang: string): SpokenBlock => {
  const starts = new Set(segmentWords(text, lang).map((word) => word.offset));
  let clean = '';
  const marks: WordMark[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (starts.has(index)) marks.push({ name: String(marks.length), offset: clean.length });
    const char = text[index] ?? '';
    if (INVISIBLE_CHAR.test(char)) continue;
    if (/\s/u.test(char)) {
      if (!clean.endsWith(' ')) clean += ' ';
    } else clean += char;
  }
  return { text: clean, marks };
};

/**
 * Where the block's sentences start and end: `Intl.Segmenter`'s sentences, and in Thai text also
 * at each space between Thai letters (ICU does not end a Thai sentence at a space, where written
 * Thai does).
 */
export const sentenceSpans = (text: string, lang: string): { start: number; end: number }[] => {
  const spans: { start: number; end: number }[] = [];
  const push = (start: number, end: number) => {
    while (start < end && /\s/u.test(text[start] ?? '')) start += 1;
    while (end > start && /\s/u.test(text[end - 1] ?? '')) end -= 1;
    if (end > start) spans.push({ start, end });
  };
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  for (const { index, segment } of segmenter.segment(text)) {
    if (!THAI.test(segment)) {
      push(index, index + segment.length);
      continue;
    }
    let from = 0;
    for (const space of segment.matchAll(THAI_SPACE)) {
      push(index + from, index + space.index);
      from = space.index + space[0].length;
    }
    push(index + from, index + segment.length);
  }
  return spans;
};

/**
 * A block cut into sentences, each with its words: a word belongs to the sentence it starts in,
 * and ends where the next word starts (or at the sentence's end), without the spaces after it.
 */
export const sentencesOf = (block: SpokenBlock, lang: string): SpokenSentence[] =>
  sentenceSpans(block.text, lang).map(({ start, end }) => {
    const marks = block.marks.filter((mark) => mark.offset >= start && mark.offset < end);
    const words = marks.map((mark, index) => {
      const next = marks[index + 1]?.offset ?? end;
      let wordEnd = next;
      while (wordEnd > mark.offset && /\s/u.test(block.text[wordEnd - 1] ?? '')) wordEnd -= 1;
      return { name: mark.name, start: mark.offset - start, end: wordEnd - start };
    });
    return { text: block.text.slice(start, end), words };
  });

/** The word spoken at a character of the utterance (a `boundary` event's `charIndex`). */
export const wordAt = (words: readonly SpokenWord[], charIndex: number): number => {
  let found = -1;
  for (let index = 0; index < words.length; index += 1)
    if ((words[index]?.start ?? Infinity) <= charIndex) found = index;
    else break;
  return found;
};

/**
 * Thai letters spoken per second at rate 1, for the estimate (combining vowels and tone marks not
 * counted): Thai voices speak about five syllables a second, of two to three letters each.
 */
export const LETTERS_PER_SECOND = 13;

/**
 * When each word starts, in ms after the utterance starts, at a rate: by its letters (marks above
 * and below not counted), at least one letter's time each. The estimate used when the voice sends
 * no word boundaries.
 */
export const estimatedStarts = (
  sentence: SpokenSentence,
  rate: number,
  lettersPerSecond = LETTERS_PER_SECOND,
): number[] => {
  const starts: number[] = [];
  let at = 0;
  for (const word of sentence.words) {
    starts.push(Math.round(at));
    const letters = sentence.text.slice(word.start, word.end).replace(/\p{M}/gu, '').length;
    at += (Math.max(1, letters) / (lettersPerSecond * rate)) * 1000;
  }
  return starts;
};

/**
 * The voice for a language: the device's voices of its primary language (`th`, `th-TH`, `th_TH`),
 * the exact tag first, then the device's default, then one on the device (works offline) before a
 * network one. Null when there is none.
 */
export const pickVoice = <
  V extends Pick<SpeechSynthesisVoice, 'lang' | 'default' | 'localService'>,
>(
  voices: readonly V[],
  lang: string,
): V | null => {
  const wanted = lang.toLowerCase().replace('_', '-');
  const primary = primaryOf(wanted);
  const score = (voice: V) => {
    const tag = voice.lang.toLowerCase().replace('_', '-');
    return (tag === wanted ? 4 : 0) + (voice.default ? 2 : 0) + (voice.localService ? 1 : 0);
  };
  const candidates = voices.filter((voice) => primaryOf(voice.lang) === primary);
  return candidates.sort((a, b) => score(b) - score(a))[0] ?? null;
};

/** The language tag an utterance gets: the voice's, else the book's with its usual region. */
export const utteranceLang = (lang: string, voice: { lang: string } | null): string => {
  if (voice) return voice.lang.replace('_', '-');
  return primaryOf(lang) === 'th' && !lang.includes('-') ? 'th-TH' : lang;
};

export const RATES = [0.75, 1, 1.25, 1.5, 2] as const;

export type ReadAloudState =
  | 'loading'
  | 'playing'
  | 'paused'
  | 'stopped'
  | 'ended'
  /** The device has no voice of the book's language. */
  | 'no-voice'
  /** The browser has no speech synthesis at all. */
  | 'unsupported';

/** How the word under the voice is known: its boundary events, or the estimate. */
export type WordTiming = 'boundaries' | 'estimate';

export type ReadAloudSnapshot = {
  state: ReadAloudState;
  rate: number;
  timing: WordTiming;
  /** The word being spoken, as text; null between sentences. */
  word: string | null;
};

type Synth = Pick<SpeechSynthesis, 'speak' | 'cancel' | 'pause' | 'resume' | 'getVoices'> & {
  addEventListener(type: 'voiceschanged', listener: () => void): void;
  removeEventListener(type: 'voiceschanged', listener: () => void): void;
};

/** How long to wait for the device's voices (Chrome lists them after the first `getVoices`). */
const VOICES_WAIT_MS = 1500;
/**
 * A device that listed no voices gets this long for its first sentence to start; silence after it
 * is taken as no voice (said so, not left "reading" with nothing heard).
 */
export const FIRST_START_WAIT_MS = 8000;

/**
 * Plays a source through speech synthesis: one utterance per sentence, the next queued when one
 * ends, so a pause, a stop or a new rate takes effect at once (a rate change restarts the sentence
 * at the word being spoken). Events of an utterance that is no longer the current one (Chrome
 * sends `end` or `error` to a cancelled one) are ignored.
 */
export class ReadAloudPlayer {
  #source: ReadAloudSource;
  #synth: Synth;
  #Utterance: typeof SpeechSynthesisUtterance;
  #lang: string;
  #onChange: (snapshot: ReadAloudSnapshot) => void;
  #snapshot: ReadAloudSnapshot;
  #voice: SpeechSynthesisVoice | null = null;
  #sentences: SpokenSentence[] = [];
  #sentence = 0;
  #word = -1;
  #current: SpeechSynthesisUtterance | null = null;
  /** Where the current utterance starts in its sentence (after a rate change, mid-sentence). */
  #from = 0;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #run = 0;
  /** The rate changed while paused: the sentence starts again at the new rate on resume. */
  #rateChanged = false;
  /** The next block is the first of a start (from the page shown). */
  #fresh = true;
  /** Waiting for the first sentence to start when the device listed no voices. */
  #silence: ReturnType<typeof setTimeout> | null = null;

  constructor(options: {
    source: ReadAloudSource;
    synth: Synth;
    Utterance: typeof SpeechSynthesisUtterance;
    lang: string;
    rate: number;
    onChange: (snapshot: ReadAloudSnapshot) => void;
  }) {
    this.#source = options.source;
    this.#synth = options.synth;
    this.#Utterance = options.Utterance;
    this.#lang = options.lang;
    this.#onChange = options.onChange;
    this.#snapshot = { state: 'loading', rate: options.rate, timing: 'estimate', word: null };
  }

  get snapshot(): ReadAloudSnapshot {
    return this.#snapshot;
  }

  #set(changes: Partial<ReadAloudSnapshot>) {
    this.#snapshot = { ...this.#snapshot, ...changes };
    this.#onChange(this.#snapshot);
  }

  async #voices(): Promise<SpeechSynthesisVoice[]> {
    const now = this.#synth.getVoices();
    if (now.length > 0) return now;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#synth.removeEventListener('voiceschanged', done);
        resolve(this.#synth.getVoices());
      };
      const timer = setTimeout(done, VOICES_WAIT_MS);
      this.#synth.addEventListener('voiceschanged', done);
    });
  }

  /** Finds the voice and starts reading from the page shown. */
  async start(): Promise<void> {
    const run = ++this.#run;
    this.#set({ state: 'loading', word: null });
    const voices = await this.#voices();
    if (run !== this.#run) return;
    this.#voice = pickVoice(voices, this.#lang);
    // Some devices list no voices at all and still speak: then the utterance carries only its
    // language, and an error of the voice says there is none after all.
    if (!this.#voice && voices.length > 0) {
      this.#set({ state: 'no-voice' });
      return;
    }
    this.#synth.cancel();
    this.#synth.resume();
    if (!this.#voice)
      this.#silence = setTimeout(() => {
        if (run !== this.#run) return;
        this.stop();
        this.#set({ state: 'no-voice' });
      }, FIRST_START_WAIT_MS);
    this.#sentences = [];
    this.#sentence = 0;
    this.#fresh = true;
    await this.#speakNext(run);
  }

  async #speakNext(run: number): Promise<void> {
    while (this.#sentence >= this.#sentences.length) {
      const fresh = this.#fresh;
      this.#fresh = false;
      const block = fresh ? await this.#source.first() : await this.#source.next();
      if (run !== this.#run) return;
      if (!block) {
        this.#source.clear();
        this.#set({ state: 'ended', word: null });
        return;
      }
      this.#sentences = sentencesOf(block, this.#lang).filter((s) => s.words.length > 0);
      this.#sentence = 0;
    }
    this.#word = -1;
    this.#speak(run, 0);
  }

  /** Speaks the current sentence from one of its words. */
  #speak(run: number, fromWord: number) {
    const sentence = this.#sentences[this.#sentence];
    if (!sentence) return;
    this.#from = sentence.words[fromWord]?.start ?? 0;
    const utterance = new this.#Utterance(sentence.text.slice(this.#from));
    utterance.lang = utteranceLang(this.#lang, this.#voice);
    if (this.#voice) utterance.voice = this.#voice;
    utterance.rate = this.#snapshot.rate;
    this.#current = utterance;
    const mine = () => run === this.#run && this.#current === utterance;
    utterance.addEventListener('start', () => {
      if (!mine()) return;
      this.#endSilence();
      this.#show(fromWord);
      if (this.#snapshot.timing === 'estimate') this.#estimate(fromWord);
    });
    utterance.addEventListener('boundary', (event) => {
      if (!mine() || event.name !== 'word') return;
      // The voice says where it is: the estimate is no longer needed, for this book.
      if (this.#snapshot.timing !== 'boundaries') this.#set({ timing: 'boundaries' });
      this.#clearTimers();
      const index = wordAt(sentence.words, event.charIndex + this.#from);
      if (index >= 0) this.#show(index);
    });
    utterance.addEventListener('end', () => {
      if (!mine()) return;
      this.#clearTimers();
      this.#current = null;
      this.#sentence += 1;
      void this.#speakNext(run);
    });
    utterance.addEventListener('error', (event) => {
      if (!mine()) return;
      this.#clearTimers();
      this.#current = null;
      if (event.error === 'interrupted' || event.error === 'canceled') return;
      if (event.error === 'language-unavailable' || event.error === 'voice-unavailable') {
        this.#source.clear();
        this.#set({ state: 'no-voice', word: null });
        return;
      }
      // Anything else (a network voice gone, say): on to the next sentence.
      this.#sentence += 1;
      void this.#speakNext(run);
    });
    this.#set({ state: 'playing' });
    this.#synth.speak(utterance);
  }

  #show(index: number) {
    const sentence = this.#sentences[this.#sentence];
    const word = sentence?.words[index];
    if (!sentence || !word || index === this.#word) return;
    this.#word = index;
    this.#source.highlight(word.name);
    this.#set({ word: sentence.text.slice(word.start, word.end) });
  }

  /** Moves the highlight word by word on the estimate, from a word of the current sentence. */
  #estimate(fromWord: number) {
    this.#clearTimers();
    const sentence = this.#sentences[this.#sentence];
    if (!sentence) return;
    const starts = estimatedStarts(sentence, this.#snapshot.rate);
    const origin = starts[fromWord] ?? 0;
    for (let index = fromWord + 1; index < sentence.words.length; index += 1)
      this.#timers.push(setTimeout(() => this.#show(index), (starts[index] ?? 0) - origin));
  }

  #endSilence() {
    if (this.#silence !== null) clearTimeout(this.#silence);
    this.#silence = null;
  }

  #clearTimers() {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers = [];
  }

  pause() {
    if (this.#snapshot.state !== 'playing') return;
    this.#clearTimers();
    this.#synth.pause();
    this.#set({ state: 'paused' });
  }

  resume() {
    if (this.#snapshot.state !== 'paused') return;
    if (this.#rateChanged) {
      this.#rateChanged = false;
      this.#restart();
      return;
    }
    this.#synth.resume();
    this.#set({ state: 'playing' });
    if (this.#snapshot.timing === 'estimate') this.#estimate(Math.max(0, this.#word));
  }

  /** A new rate: the sentence starts again at the word being spoken, at that rate. */
  setRate(rate: number) {
    this.#set({ rate });
    if (this.#snapshot.state === 'paused') this.#rateChanged = true;
    else if (this.#snapshot.state === 'playing' && this.#current) this.#restart();
  }

  #restart() {
    const run = ++this.#run;
    this.#clearTimers();
    this.#current = null;
    this.#synth.cancel();
    // Chrome stays paused through a cancel: the next utterance would wait.
    this.#synth.resume();
    const from = Math.max(0, this.#word);
    this.#word = -1;
    this.#speak(run, from);
  }

  stop() {
    this.#run += 1;
    this.#endSilence();
    this.#clearTimers();
    this.#current = null;
    this.#rateChanged = false;
    this.#synth.cancel();
    this.#synth.resume();
    this.#source.clear();
    this.#set({ state: 'stopped', word: null });
  }

  destroy() {
    this.stop();
    this.#source.destroy();
  }
}
