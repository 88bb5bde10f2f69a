// The second of two layers keeping drafted interviews fair (the first is the drafting prompt): a
// suggestion that asks about, or scores, a protected characteristic is left out whatever the model
// wrote. Phrasings in English, Spanish, French and German; it errs towards leaving a suggestion out,
// since the recruiter can always write the question themselves.

/** A stem that starts a word: not preceded by a letter, so "age" is not found in "manage". */
const START = '(?<![\\p{L}\\p{N}])';
/** The stem ends a word. */
const END = '(?![\\p{L}\\p{N}])';

const word = (stem: string) => `${START}${stem}${END}`;
const prefix = (stem: string) => `${START}${stem}`;

const PATTERNS: readonly string[] = [
  // Age and date of birth.
  prefix('how old'),
  word('(your|their|the candidate.s|applicant.s) age'),
  word('age (group|range|bracket)'),
  word('(date|year|place) of birth'),
  word('birth ?(date|day|year)'),
  prefix('when were you born'),
  prefix('(what|which) year were you born'),
  word('are you (under|over|older than|younger than) \\d+'),
  word('plan(ning)? to retire'),
  prefix('cuántos años tiene'),
  word('(su|tu) edad'),
  word('fecha de nacimiento'),
  word('quel âge'),
  word('(votre|ton) âge'),
  word('date de naissance'),
  word('wie alt'),
  word('(ihr|dein) alter'),
  prefix('geburtsdatum'),
  // Religion or belief.
  prefix('religio'),
  prefix('(your|their) (faith|beliefs?)'),
  word('(go|attend|attends|going) to (church|mosque|synagogue|temple)'),
  prefix('(practising|practicing) (christian|muslim|jew|hindu|buddhist|sikh|catholic)'),
  prefix('(christian|muslim|jewish|hindu|buddhist|sikh|catholic|protestant|atheist|agnostic)'),
  word('pray(er|ers)?'),
  prefix('religión'),
  prefix('konfession'),
  word('(ihr|dein)(en)? glauben?'),
  prefix('glaubensrichtung'),
  // Nationality, national origin, citizenship.
  prefix('nationalit'),
  word('nationals'),
  word('national origin'),
  prefix('citizenship'),
  word('citizen of'),
  prefix('(where|what country) (are|were) you (from|born)'),
  word('(country|place) of origin'),
  word('(native|home) country'),
  word('passport'),
  prefix('nacionalidad'),
  prefix('ciudadanía'),
  prefix('nationalité'),
  prefix('citoyenneté'),
  prefix('staatsangehörig'),
  prefix('staatsbürger'),
  prefix('herkunft'),
  // Race and ethnicity.
  prefix('ethnic'),
  prefix('racial'),
  word('(your|their) race'),
  word('(skin )?colou?r of (your|their) skin'),
  word('skin colou?r'),
  prefix('etnia'),
  prefix('raza'),
  prefix('ethnie'),
  // Sex, gender and sexual orientation.
  word('(your|their) (sex|gender)'),
  word('gender'),
  word('(a )?(man|male) or (a )?(woman|female)'),
  word('(a )?(woman|female) or (a )?(man|male)'),
  word('sexual orientation'),
  word('(gay|lesbian|bisexual|heterosexual|transgender)'),
  prefix('género'),
  prefix('orientación sexual'),
  prefix('orientation sexuelle'),
  prefix('geschlecht'),
  // Marital and family status, pregnancy.
  prefix('marital'),
  word('(married|single or married|divorced|widowed)'),
  word('(your|a) (husband|wife|spouse|partner.s job)'),
  word('(do|will) you have (any )?(children|kids)'),
  word('(your|their) (children|kids|family plans)'),
  word('(plan|plans|planning) (to have|on having) (children|kids|a baby|a family)'),
  word('start(ing)? a family'),
  word('childcare arrangements'),
  prefix('pregnan'),
  word('maternity'),
  prefix('casad[oa]'),
  word('estado civil'),
  word('(tiene|tienes) hijos'),
  prefix('embarazad'),
  prefix('marié'),
  word('situation (familiale|de famille)'),
  word('(avez-vous|as-tu) des enfants'),
  prefix('enceinte'),
  prefix('verheiratet'),
  prefix('familienstand'),
  word('(haben sie|hast du) kinder'),
  prefix('schwanger'),
  // Disability and health.
  word('(are you|do you have|have you) (a |any )?(disabled|disabilit(y|ies)|handicap)'),
  word('(your|their|a|any) disabilit(y|ies)'),
  word('(are you|is he|is she) handicapped'),
  word('(medical|health|mental health) (condition|conditions|history|problems?|issues?)'),
  word('(chronic|mental) illness(es)?'),
  word('(your|their) health(?! (and|&) safety)'),
  word('sick (days|leave)'),
  word('(your|their) medications?'),
  prefix('discapacidad'),
  prefix('behinderung'),
  prefix('gesundheitszustand'),
  // Political opinion and trade union membership.
  word('political (opinion|opinions|views|affiliation|party|beliefs)'),
  word('(which|what) (political )?party (do|did|would) you'),
  word('vote (for|in)'),
  word('(trade|labou?r) unions?'),
  word('union (member|membership|members)'),
  word('join(ed)? a union'),
  word('opinión política'),
  prefix('sindicat'),
  word('syndicats?'),
  prefix('syndical'),
  word('opinion politique'),
  prefix('gewerkschaft'),
  word('partei'),
];

const PROTECTED = new RegExp(PATTERNS.join('|'), 'iu');

/** Whether `text` asks about, or would score, a protected characteristic. */
export function touchesProtectedCharacteristic(text: string): boolean {
  return PROTECTED.test(text.normalize('NFC').replace(/\s+/g, ' '));
}
