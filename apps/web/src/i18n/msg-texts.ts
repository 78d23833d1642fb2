import { Msg } from '@app/contract/messages';

type MsgTextKey = { [K in keyof typeof Msg]: (typeof Msg)[K] extends string ? K : never }[keyof typeof Msg];
export type MsgTexts = { [K in MsgTextKey]: string };

/** The contract's Chinese message texts (functions such as httpStatus are formatted by their callers). */
export const msgTexts = Object.fromEntries(
  Object.entries(Msg as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  ),
) as MsgTexts;
