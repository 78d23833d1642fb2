/** Turns user text into a LIKE pattern that matches it literally anywhere. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
