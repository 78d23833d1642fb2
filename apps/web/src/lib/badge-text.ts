/** What an unread badge shows: nothing at zero, the count up to 99, then 99+ (every unread badge of the app). */
export const badgeText = (count: number): string | null =>
  count <= 0 ? null : count > 99 ? '99+' : String(count);
