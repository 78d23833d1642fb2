const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
// Plates never use I or O, which read like 1 and 0.
const LETTER = 'A-HJ-NP-Z';
const ORDINARY = new RegExp(`^[${PROVINCES}][${LETTER}][${LETTER}0-9]{4}[${LETTER}0-9挂学警港澳]$`);
/** New-energy plates have 8 characters: small cars put the energy letter first, large vehicles last. */
const NEW_ENERGY = new RegExp(
  `^[${PROVINCES}][${LETTER}](?:[DFABCEGHJK][${LETTER}0-9]\\d{4}|\\d{5}[DFABCEGHJK])$`,
);

export function isCarPlate(value: string): boolean {
  return ORDINARY.test(value) || NEW_ENERGY.test(value);
}
