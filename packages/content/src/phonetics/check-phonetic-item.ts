import { type PhoneticAnswer, type PhoneticItem, PhoneticItemError } from './phonetic-item.js';
import { checkPronunciationItem } from './pronunciation-checker.js';
import { checkStressItem } from './stress-checker.js';

/**
 * Solves a Vietnamese-test phonetic item of either kind (see checkPronunciationItem and
 * checkStressItem). Returns answer null with the reason when the dictionary cannot settle it;
 * throws PhoneticItemError when the item is malformed.
 */
export function checkPhoneticItem(item: PhoneticItem): PhoneticAnswer {
  if (item.kind === 'stress') return checkStressItem(item.options);
  if (item.underlined === undefined)
    throw new PhoneticItemError('a pronunciation item needs underlined letters');
  return checkPronunciationItem(item.options, item.underlined);
}
