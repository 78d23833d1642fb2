/** The share payload of SPEC §3 as a page offers it; the link is resolved only when the member shares. */
export interface ShareTarget {
  title: string;
  /** The in-app path or address, or a call that asks the server for it (which records the share). */
  path: string | (() => Promise<string>);
  description?: string | null;
  /** Cover picture for the poster. */
  pic?: string | null;
}

export type ShareChannel = 'friend' | 'moments' | 'link' | 'more' | 'poster';
