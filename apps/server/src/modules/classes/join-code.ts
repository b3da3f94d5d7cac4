import { randomInt } from 'node:crypto';
import { joinCodeAlphabet, joinCodeLength } from '@prepwise/contracts';

/** A new random join code (31 symbols, 8 places: about 8.5e11 codes, drawn with crypto). */
export function newJoinCode(): string {
  let code = '';
  for (let index = 0; index < joinCodeLength; index += 1)
    code += joinCodeAlphabet[randomInt(joinCodeAlphabet.length)];
  return code;
}
