/** 13800000001 -> 138****0001; anything that is not an 11-digit number is returned unchanged. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
