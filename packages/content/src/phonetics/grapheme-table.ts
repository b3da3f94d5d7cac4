/**
 * Plausible letter-group -> ARPAbet correspondences of English spelling, written for this
 * project. Each entry lists its usual spellings before ";" (cost 1) and its rarer ones after
 * (cost 2); options are separated by "|", phones by spaces, and "-" means the letters are silent.
 * Multi-letter groups cost the same as one letter, so the aligner prefers "th" -> TH over
 * "t" -> T plus a silent "h". Silent letters that tests underline on their own ("k" in "knife",
 * "w" in "write", "b" in "climb") are single silent letters here, not parts of a group, and
 * groups are kept short (no "tch", "igh", "ear"): an underline may span several groups,
 * but one that cuts a group is refused, so the groups are the units tests underline. A group ending in "$" matches only at the end of a word (the
 * "-ed" and "-es" endings, "-le", "-re").
 */
const correspondenceSource: Readonly<Record<string, string>> = {
  a: 'AE | EY | AH | AA | AO | EH | IH ; ER | - | W AA | Y AH | IY | AY',
  e: 'EH | IY | AH | IH | ER ; - | EY | IY AH | Y UW',
  i: 'IH | AY | IY | AH | ER ; - | Y | IY AH | AY AH',
  o: 'AA | OW | AH | AO | UW | UH ; W AH | IH | ER | - | AW | OW AH',
  u: 'AH | UW | Y UW | UH | IH | Y UH | ER ; W | Y AH | - | EH | IY | Y ER',
  y: 'Y | IY | AY | IH ; AH | - | ER',
  ai: 'EY | EH ; AH | IH | AY',
  ay: 'EY ; IY | EH',
  au: 'AO | AA ; AE | OW',
  aw: 'AO | AA',
  ea: 'IY | EH ; EY | IH | IY AH | AH | ER',
  ee: 'IY ; IH',
  ei: 'EY | IY ; AY | EH | IH | AH',
  ey: 'EY | IY ; AY',
  eu: 'UW | Y UW',
  ew: 'UW | Y UW ; OW',
  ie: 'IY | AY ; IH | AH | IY AH | AY AH | AY IH',
  oa: 'OW ; AO',
  oe: 'OW | UW ; AH',
  oi: 'OY ; W AA',
  oo: 'UW | UH ; AH | OW | AO',
  ou: 'AW | AH | UW | OW | AO ; UH | ER | AA',
  ow: 'AW | OW',
  oy: 'OY',
  ue: 'UW | Y UW',
  ui: 'UW | IH ; W IH | AY',
  uy: 'AY',
  b: 'B ; -',
  bb: 'B',
  c: 'K | S ; SH | CH | -',
  cc: 'K | K S',
  ch: 'CH | K ; SH | JH',
  ci: 'SH',
  ck: 'K',
  d: 'D ; JH | T | -',
  dd: 'D',
  dg: 'JH',
  ed$: 'D | T | IH D | AH D',
  es$: 'IH Z | AH Z',
  f: 'F ; V',
  ff: 'F',
  g: 'G | JH ; ZH | -',
  gg: 'G',
  gh: 'G | - | F',
  h: 'HH ; -',
  j: 'JH ; Y | HH',
  k: 'K ; -',
  l: 'L ; AH L | -',
  le$: 'AH L ; L',
  ll: 'L',
  m: 'M ; AH M',
  mm: 'M',
  n: 'N | NG ; AH N | -',
  ng: 'NG | NG G ; N JH',
  nn: 'N',
  p: 'P ; -',
  ph: 'F ; V',
  pp: 'P',
  q: 'K',
  qu: 'K W | K',
  r: 'R ; ER | -',
  re$: 'ER | R',
  rh: 'R',
  rr: 'R',
  s: 'S | Z ; SH | ZH | -',
  si: 'ZH ; SH',
  sh: 'SH',
  ss: 'S ; SH | Z',
  t: 'T ; SH | CH | - | D',
  ti: 'SH ; CH',
  th: 'TH | DH ; T',
  tt: 'T',
  v: 'V',
  w: 'W ; -',
  wh: 'W ; HH W',
  x: 'K S | G Z ; Z | K SH',
  z: 'Z ; S | ZH',
  zz: 'Z',
  "'": '-',
};

/** One way a letter group may be pronounced, and how unusual that is. */
export interface Correspondence {
  phones: readonly string[];
  cost: number;
}

function parseOptions(options: string, cost: number): Correspondence[] {
  return options
    .split('|')
    .map((option) => option.trim())
    .filter((option) => option !== '')
    .map((option) => ({ phones: option === '-' ? [] : option.split(/\s+/), cost }));
}

function buildTable(): ReadonlyMap<string, readonly Correspondence[]> {
  const table = new Map<string, readonly Correspondence[]>();
  for (const [letters, source] of Object.entries(correspondenceSource)) {
    const [usual = '', rare = ''] = source.split(';');
    table.set(letters, [...parseOptions(usual, 1), ...parseOptions(rare, 2)]);
  }
  return table;
}

/** Letter group -> its plausible pronunciations (stressless ARPAbet). */
export const graphemeTable: ReadonlyMap<string, readonly Correspondence[]> = buildTable();

/** The longest letter group in the table; the aligner never looks further ahead. */
export const longestGrapheme: number = Math.max(
  ...[...graphemeTable.keys()].map((letters) => letters.replace(/\$$/, '').length),
);

/** The correspondences of the letters at [start, end) of a word, including word-final ones. */
export function correspondencesAt(word: string, start: number, end: number): readonly Correspondence[] {
  const letters = word.slice(start, end);
  const anywhere = graphemeTable.get(letters) ?? [];
  const final = end === word.length ? (graphemeTable.get(`${letters}$`) ?? []) : [];
  return [...anywhere, ...final];
}
