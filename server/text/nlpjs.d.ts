// The @nlpjs language packages ship no types; the text engine uses their Snowball stemmers only.
interface NlpjsStemmer {
  stemWord(word: string): string;
  /** The stemmer's own memo of every word it has stemmed (reset with the engine's bounded cache). */
  cache: Record<string, string>;
}
declare module '@nlpjs/lang-sv' {
  export class StemmerSv implements NlpjsStemmer {
    stemWord(word: string): string;
    cache: Record<string, string>;
  }
}
declare module '@nlpjs/lang-da' {
  export class StemmerDa implements NlpjsStemmer {
    stemWord(word: string): string;
    cache: Record<string, string>;
  }
}
declare module '@nlpjs/lang-no' {
  export class StemmerNo implements NlpjsStemmer {
    stemWord(word: string): string;
    cache: Record<string, string>;
  }
}
declare module '@nlpjs/lang-fi' {
  export class StemmerFi implements NlpjsStemmer {
    stemWord(word: string): string;
    cache: Record<string, string>;
  }
}
declare module '@nlpjs/lang-en' {
  export class StemmerEn implements NlpjsStemmer {
    stemWord(word: string): string;
    cache: Record<string, string>;
  }
}
