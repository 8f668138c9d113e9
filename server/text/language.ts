/**
 * Language identification among the survey's languages, made for short comments ("Bra!", "Ikke godt", "Ei hyvä").
 * Each word votes for the languages whose list of common words contains it, a shared word ("men", "bra") split
 * between them; letters and endings that belong to some of the languages only (æ ø for Danish and Norwegian, ä ö for
 * Swedish and Finnish, Finnish case endings, English "th") add smaller votes; a word model learned from training text
 * (word log-probabilities per language) adds its evidence for every word it knows. Ties and comments without any evidence
 * go to the first allowed language, so a caller can put the unit's country's language first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TextLanguage } from './languages';
import type { Token } from './tokenise';

/** Word → log P(word | language), learned from training text (server/text/model/langid.json, scripts/text-train.ts). */
type WordModel = Record<TextLanguage, { unknown: number; words: Map<string, number> }>;
let wordModel: WordModel | null | undefined;
function loadWordModel(): WordModel | null {
  if (wordModel !== undefined) return wordModel;
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'model', 'langid.json');
  if (!fs.existsSync(file)) return (wordModel = null);
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<TextLanguage, { unknown: number; words: Record<string, number> }>;
  wordModel = Object.fromEntries(LANGS.map((l) => [l, { unknown: raw[l].unknown, words: new Map(Object.entries(raw[l].words)) }])) as WordModel;
  return wordModel;
}
/** How much one vote of the word lists and letters weighs against the word model's log-probabilities. */
const VOTE_WEIGHT = 3;

const COMMON: Record<TextLanguage, string> = {
  en: `the and was were is are very not it to of a an i we my our me they he she staff good great but with for service so
    have had has this that you be no nothing all really would could friendly helpful thank thanks time wait waiting
    excellent always kind everything more been there them their from what when which should did didn't don't wasn't
    at in on by as if or just too well nice lovely any some your us got get felt feel made make how who than about
    poor bad rude never again told after before being only could've can can't cannot do does will shop store
    people help happy quick quickly waited long hours minutes better best amazing brilliant fantastic`,
  sv: `och att det är var inte jag vi en ett som på med för av till mycket bra men har hade de den så kan om också eller
    bara väldigt trevlig trevligt trevliga personal personalen tack alltid aldrig ingen inget inga lite jätte jättebra hos
    här där när vad man sig mig dig oss från efter någon något mer mest kunde skulle allt dåligt dålig dåliga snabbt
    snabb tid väntetid butiken kassan affären fick får blev blir även ganska riktigt verkligen otroligt sämre bättre
    bästa toppen kanon ej icke därför eftersom fast dock också hjälp hjälpsam hjälpsamma var vart varit finns fanns`,
  da: `og at det er var ikke jeg vi en et som på med for af til meget god godt gode men har havde de den så kan om også eller
    bare rigtig rigtigt venlig venlige personale personalet tak altid aldrig ingen intet lidt hos her der når hvad man
    sig mig dig os fra efter nogen noget mere mest kunne skulle alt dårlig dårligt dårlige hurtigt hurtig tid ventetid
    butikken kassen søde sød flinke pæn fik får blev bliver også ret virkelig utrolig utroligt bedre bedste super
    fordi dog alligevel hjælp hjælpsom hjælpsomme været findes fandtes købe købt mad hvor hvorfor nu kun desværre nogle
    mange tilfreds gerne igen lige selv spørgsmål venter ventede`,
  no: `og at det er var ikke ikkje jeg eg vi en et ei som på med for av til veldig god godt gode bra men har hadde de den så
    kan om også eller bare hyggelig hyggelige personale personalet takk alltid aldri ingen litt hos her der når hva man
    seg meg deg oss fra etter noen noe mer mest kunne skulle alt dårlig dårlige dårleg raskt rask tid ventetid butikken
    kassen ble blir kjempe kjempebra nok sånn mye mange fikk får også ganske skikkelig virkelig utrolig bedre best
    fordi likevel hjelp hjelpsom hjelpsomme vært fins fantes kjøpe kjøpt mat hvor hvorfor nå kun dessverre noen
    fornøyd gjerne igjen spørsmål ventet`,
  fi: `ja on oli ei en et se että hyvä hyvin erittäin todella kiitos mutta myös tai kun niin kuin olla ole ollut ovat
    olivat henkilökunta palvelu ystävällinen ystävällistä aina koskaan mitään vähän tosi paljon liian nopea nopeasti
    huono huonoa huonosti kaikki minä me he hän tämä tuo mikä missä mitä vain jo vielä sitten kanssa ilman
    asiakaspalvelu kauppa kaupassa odottaa odotusaika sain saa tuli meni oikein kiva mukava loistava erinomainen
    hyvää huonoa palvelua myyjä kassalla jonoa jono eikä emme eivät mä mun sun se oon oot olen olet ihan aika melko`,
};

const LANGS: readonly TextLanguage[] = ['sv', 'da', 'no', 'fi', 'en'];

/** Word → the languages whose common words include it. */
const WORD_LANGS = new Map<string, TextLanguage[]>();
for (const lang of LANGS) {
  for (const w of COMMON[lang].split(/\s+/)) {
    if (w === '') continue;
    const list = WORD_LANGS.get(w) ?? [];
    if (!list.includes(lang)) list.push(lang);
    WORD_LANGS.set(w, list);
  }
}

const FI_ENDING = /(?:ssa|ssä|sta|stä|lla|llä|lta|ltä|lle|ksi|nen|sti|aan|ään|ista|istä|mme|tte|vat|vät|uun|yyn|kaan|kään|ko|kö)$/;
const FI_VOWELS = /(?:aa|ää|uu|yy|ii|öö)/;

export function identifyLanguage(tokens: readonly Token[], allowed: readonly TextLanguage[]): TextLanguage {
  if (allowed.length === 1) return allowed[0]!;
  const votes: Record<TextLanguage, number> = { sv: 0, da: 0, no: 0, fi: 0, en: 0 };
  for (const t of tokens) {
    if (t.kind !== 'word') continue;
    const v = wordVotes(t.text);
    for (const l of allowed) votes[l] += v[l];
  }
  let best = allowed[0]!;
  for (const l of allowed) if (votes[l] > votes[best]) best = l;
  return best;
}

const VOTE_CACHE_MAX = 100_000;
const voteCache = new Map<string, Record<TextLanguage, number>>();

/** One word's votes for each language (cached: a word always votes the same). */
function wordVotes(w: string): Record<TextLanguage, number> {
  const cached = voteCache.get(w);
  if (cached) return cached;
  const votes: Record<TextLanguage, number> = { sv: 0, da: 0, no: 0, fi: 0, en: 0 };
  const model = loadWordModel();
  {
    if (model && LANGS.some((l) => model[l].words.has(w))) {
      for (const l of LANGS) votes[l] += (model[l].words.get(w) ?? model[l].unknown) / VOTE_WEIGHT;
    }
    const langs = WORD_LANGS.get(w);
    if (langs) for (const l of langs) votes[l] += 1 / langs.length;
    if (/[æø]/.test(w)) {
      votes.da += 0.6;
      votes.no += 0.6;
    }
    if (/[äö]/.test(w)) {
      votes.sv += 0.5;
      votes.fi += 0.5;
    }
    if (w.includes('å')) {
      votes.sv += 0.2;
      votes.da += 0.2;
      votes.no += 0.2;
    }
    if (w.length > 4 && FI_ENDING.test(w)) votes.fi += 0.3;
    if (FI_VOWELS.test(w)) votes.fi += 0.3;
    if (/th|w|sh|ch|ee|oo|ou/.test(w) && !/[åäöæø]/.test(w)) votes.en += 0.3;
    // Norwegian spellings against Danish ones: kj/skj, -sjon, "bl" past tense aside, Danish soft d/b/g after vowels.
    if (/kj|sjon$|^hv[a]$/.test(w)) votes.no += 0.3;
    if (/tion$|^hvad$|ede$/.test(w)) votes.da += 0.3;
  }
  if (voteCache.size >= VOTE_CACHE_MAX) voteCache.clear();
  voteCache.set(w, votes);
  return votes;
}
