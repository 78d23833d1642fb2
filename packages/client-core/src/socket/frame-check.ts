import { serverSocketMessage, type ServerSocketMessage } from '@app/contract/socket';

/** Checks a frame from the server; null for anything that is not one of the contract's frames. */
export type FrameCheck = (data: unknown) => ServerSocketMessage | null;

/** A frame from the server as the contract describes it (SPEC §4), or null: malformed frames are ignored. */
export const parseFrame: FrameCheck = (data) => {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverSocketMessage.safeParse(json);
  return parsed.success ? parsed.data : null;
};
