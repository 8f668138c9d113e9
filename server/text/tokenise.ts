/**
 * Splits a comment into tokens: words (lower-cased), emoji, emoticons and the punctuation that ends a clause. Words
 * keep inner apostrophes and hyphens ("don't", "jätte-bra"); numbers are dropped. Emoticons are whole
 * whitespace-separated chunks found in the emoticon lexicon (":)", ":-(", "<3"), so "8)" in "1-8)" stays text.
 */

export type TokenKind = 'word' | 'emoji' | 'break';
export interface Token {
  kind: TokenKind;
  /** The word lower-cased, the emoji or emoticon as written, or the punctuation. */
  text: string;
}

const PIECE = /(\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*)|(\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L})|([.!?;:,\n()]+)/gu;
const TRAILING = /[.!?;,]+$/;

export function tokenise(text: string, emoticons: ReadonlySet<string>): Token[] {
  const tokens: Token[] = [];
  for (const chunk of text.replace(/\r?\n+/g, ' \n ').split(/[ \t\r\u00A0]+/)) {
    if (chunk === '') continue;
    // Fast path: a chunk of Latin letters, maybe with closing punctuation ("good", "Bra!", "kö,").
    const letters = latinLetters(chunk);
    if (letters > 0 && !emoticons.has(chunk.slice(0, letters))) {
      tokens.push({ kind: 'word', text: chunk.slice(0, letters).toLowerCase() });
      if (letters < chunk.length) tokens.push({ kind: 'break', text: chunk.slice(letters) });
      continue;
    }
    const bare = chunk.replace(TRAILING, '');
    if (bare.length >= 2 && emoticons.has(bare)) {
      tokens.push({ kind: 'emoji', text: bare });
      if (bare.length < chunk.length) tokens.push({ kind: 'break', text: chunk.slice(bare.length) });
      continue;
    }
    for (const m of chunk.matchAll(PIECE)) {
      if (m[1] !== undefined) tokens.push({ kind: 'emoji', text: m[1].replace(/\uFE0F/g, '') });
      else if (m[2] !== undefined) tokens.push({ kind: 'word', text: m[2].toLowerCase().replace(/’/g, "'") });
      else if (/[.!?;,\n]/.test(m[3]!)) tokens.push({ kind: 'break', text: m[3]! });
    }
  }
  return tokens;
}

/**
 * The length of the chunk's leading run of Latin letters (a–z, A–Z, Latin-1 letters) when only clause punctuation
 * (. , ! ? ;) follows it, else 0.
 */
function latinLetters(chunk: string): number {
  let i = 0;
  for (; i < chunk.length; i++) {
    const c = chunk.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xff && c !== 0xd7 && c !== 0xf7))) break;
  }
  if (i === 0) return 0;
  for (let k = i; k < chunk.length; k++) {
    const c = chunk[k];
    if (c !== '.' && c !== ',' && c !== '!' && c !== '?' && c !== ';') return 0;
  }
  return i;
}
