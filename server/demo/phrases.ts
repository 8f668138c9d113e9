/**
 * Phrase banks for the demo's free-text comments: an opener, one or two remarks and a closer, in the tone of the
 * score (detractor 0-6, passive 7-8, promoter 9-10), in each survey language. Composed, so comments vary.
 */
import type { Random } from './random';

export type Tone = 'detractor' | 'passive' | 'promoter';
export type Lang = 'sv' | 'da' | 'nb' | 'fi' | 'en';

interface Bank {
  openers: Record<Tone, string[]>;
  remarks: Record<Tone, string[]>;
  closers: Record<Tone, string[]>;
}

/** Phrases for detractors, passives and promoters, in that order. */
function byTone(detractor: string[], passive: string[], promoter: string[]): Record<Tone, string[]> {
  return { detractor, passive, promoter };
}

const BANKS: Record<Lang, Bank> = {
  en: {
    openers: byTone(['Disappointing this time.', 'Honestly, not good.', 'I expected more.', 'Not the experience I was hoping for.', 'Frustrating visit.'], ['It was okay.', 'Fine overall.', 'Mostly as expected.', 'Decent, nothing more.', 'Not bad.'], ['Really good experience!', 'Excellent as always.', 'Very happy.', 'Great job!', 'Couldn\'t be better.']),
    remarks: byTone(['I waited far too long before anyone helped me', 'the item I came for was out of stock again', 'staff seemed uninterested', 'nobody could answer my question', 'the delivery was late and nobody called', 'the invoice was wrong for the second month in a row', 'the queue at the checkout was very long', 'the product was damaged when it arrived'], ['it took a while to find what I needed', 'prices are fine but the selection could be wider', 'the staff were polite but busy', 'the delivery window was very wide', 'the answer came, but only after a few days', 'the store was a bit messy in places'], ['the staff knew the products really well', 'I was helped straight away', 'the delivery came exactly on time', 'my question was solved in one call', 'the store was clean and easy to find my way in', 'our account manager is always one step ahead', 'the driver carried everything in and took the packaging']),
    closers: byTone(['Please fix this.', 'I will think twice before coming back.', 'Not acceptable.', 'I hope someone reads this.', ''], ['Could be better.', 'I will probably come back.', '', 'Some small things to improve.'], ['I will definitely recommend you.', 'Thank you!', 'Keep it up!', 'See you soon.', '']),
  },
  sv: {
    openers: byTone(['Tyvärr en besvikelse.', 'Ärligt talat inte bra.', 'Jag hade förväntat mig mer.', 'Riktigt dåligt den här gången.'], ['Det var okej.', 'Helt godkänt.', 'Ungefär som väntat.', 'Inget att klaga på direkt.'], ['Riktigt bra upplevelse!', 'Toppen som vanligt.', 'Mycket nöjd.', 'Jättebra jobbat!']),
    remarks: byTone(['jag fick vänta alldeles för länge på hjälp', 'varan jag kom för var slut igen', 'personalen verkade ointresserad', 'ingen kunde svara på min fråga', 'leveransen var sen och ingen hörde av sig', 'kön till kassan var väldigt lång', 'varan var skadad när den kom'], ['det tog en stund att hitta det jag behövde', 'priserna är okej men sortimentet kunde vara större', 'personalen var trevlig men stressad', 'leveransfönstret var väldigt brett', 'butiken var lite stökig'], ['personalen kunde verkligen sina produkter', 'jag fick hjälp direkt', 'leveransen kom precis i tid', 'mitt ärende löstes på ett samtal', 'butiken var ren och lätt att hitta i', 'chauffören bar in allt och tog med emballaget']),
    closers: byTone(['Gör något åt det.', 'Jag tänker mig för innan jag kommer tillbaka.', 'Inte acceptabelt.', ''], ['Kan bli bättre.', 'Jag kommer nog tillbaka.', ''], ['Rekommenderar er gärna.', 'Tack!', 'Fortsätt så!', '']),
  },
  nb: {
    openers: byTone(['Skuffende denne gangen.', 'Ærlig talt ikke bra.', 'Jeg hadde forventet mer.'], ['Det var greit.', 'Helt ok.', 'Omtrent som forventet.'], ['Veldig god opplevelse!', 'Topp som vanlig.', 'Svært fornøyd.']),
    remarks: byTone(['jeg måtte vente altfor lenge på hjelp', 'varen jeg kom for var utsolgt igjen', 'de ansatte virket uinteresserte', 'leveransen var forsinket og ingen ringte', 'køen i kassen var veldig lang'], ['det tok litt tid å finne det jeg trengte', 'prisene er greie, men utvalget kunne vært større', 'de ansatte var hyggelige, men travle', 'butikken var litt rotete'], ['de ansatte kunne produktene sine', 'jeg fikk hjelp med en gang', 'leveransen kom presis', 'saken min ble løst på én samtale', 'butikken var ren og ryddig']),
    closers: byTone(['Dette må dere rette opp.', 'Ikke akseptabelt.', ''], ['Kan bli bedre.', 'Kommer nok tilbake.', ''], ['Anbefaler dere gjerne.', 'Takk!', 'Fortsett sånn!', '']),
  },
  da: {
    openers: byTone(['Skuffende denne gang.', 'Ærligt talt ikke godt.', 'Jeg havde forventet mere.'], ['Det var fint nok.', 'Helt okay.', 'Nogenlunde som forventet.'], ['Rigtig god oplevelse!', 'Super som altid.', 'Meget tilfreds.']),
    remarks: byTone(['jeg ventede alt for længe på hjælp', 'varen jeg kom efter var udsolgt igen', 'personalet virkede ligeglade', 'leveringen var forsinket og ingen ringede', 'køen ved kassen var meget lang'], ['det tog lidt tid at finde det jeg skulle bruge', 'priserne er fine, men udvalget kunne være større', 'personalet var venlige, men travle', 'butikken var lidt rodet'], ['personalet kendte deres varer', 'jeg fik hjælp med det samme', 'leveringen kom præcis til tiden', 'min sag blev løst i første opkald', 'butikken var ren og overskuelig']),
    closers: byTone(['Det må I gøre noget ved.', 'Ikke acceptabelt.', ''], ['Kan blive bedre.', 'Jeg kommer nok igen.', ''], ['Kan varmt anbefales.', 'Tak!', 'Bliv ved sådan!', '']),
  },
  fi: {
    openers: byTone(['Pettymys tällä kertaa.', 'Rehellisesti sanottuna ei hyvä.', 'Odotin enemmän.'], ['Ihan ok.', 'Kohtalainen kokemus.', 'Suunnilleen odotusten mukainen.'], ['Todella hyvä kokemus!', 'Erinomaista kuten aina.', 'Olen erittäin tyytyväinen.']),
    remarks: byTone(['jouduin odottamaan apua aivan liian kauan', 'tuote, jota tulin hakemaan, oli taas loppu', 'henkilökunta vaikutti välinpitämättömältä', 'toimitus myöhästyi eikä kukaan soittanut', 'lasku oli virheellinen jo toista kuukautta'], ['tarvitsemani löytäminen kesti hetken', 'hinnat ovat kohdallaan, mutta valikoima voisi olla laajempi', 'henkilökunta oli ystävällistä mutta kiireistä', 'vastaus tuli, mutta vasta muutaman päivän päästä'], ['henkilökunta tunsi tuotteet hyvin', 'sain apua heti', 'toimitus tuli täsmälleen ajallaan', 'asiani ratkesi yhdellä puhelulla', 'asiakkuuspäällikkömme on aina askeleen edellä']),
    closers: byTone(['Korjatkaa tämä.', 'Ei hyväksyttävää.', ''], ['Parannettavaa on.', 'Tulen luultavasti uudelleen.', ''], ['Suosittelen lämpimästi.', 'Kiitos!', 'Jatkakaa samaan malliin!', '']),
  },
};

export function toneOf(nps: number): Tone {
  return nps <= 6 ? 'detractor' : nps <= 8 ? 'passive' : 'promoter';
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** One comment: opener, one or two remarks (joined the language's way), closer. */
export function composeComment(rnd: Random, lang: Lang, tone: Tone): string {
  const bank = BANKS[lang];
  const remarks = bank.remarks[tone];
  const first = rnd.pick(remarks);
  let body = capitalise(first);
  if (rnd.next() < 0.35) {
    const second = rnd.pick(remarks);
    if (second !== first) body += `, ${lang === 'fi' ? 'ja' : lang === 'sv' ? 'och' : lang === 'en' ? 'and' : 'og'} ${second}`;
  }
  const parts = [rnd.next() < 0.7 ? rnd.pick(bank.openers[tone]) : '', `${body}.`, rnd.pick(bank.closers[tone])];
  return parts.filter(Boolean).join(' ');
}

/** Notes staff write on alerts while following up a detractor. */
export const ALERT_NOTES: Record<Lang, string[]> = {
  en: ['Called the customer and apologised; offered a voucher.', 'Talked to the store manager about staffing on weekends.', 'Customer did not answer, left a voicemail.', 'Problem solved, customer happy with the solution.', 'Forwarded to the delivery partner for a root-cause check.'],
  sv: ['Ringde kunden och bad om ursäkt, erbjöd ett presentkort.', 'Pratade med butikschefen om bemanningen på helger.', 'Kunden svarade inte, lämnade ett röstmeddelande.', 'Problemet löst, kunden nöjd med lösningen.'],
  nb: ['Ringte kunden og beklaget, tilbød et gavekort.', 'Kunden svarte ikke, la igjen en beskjed.', 'Problemet løst, kunden fornøyd.'],
  da: ['Ringede til kunden og undskyldte, tilbød et gavekort.', 'Kunden svarede ikke, lagde en besked.', 'Problemet løst, kunden er tilfreds.'],
  fi: ['Soitin asiakkaalle ja pahoittelin, tarjosin lahjakortin.', 'Asiakas ei vastannut, jätin viestin.', 'Ongelma ratkaistu, asiakas tyytyväinen.'],
};
