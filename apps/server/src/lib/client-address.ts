import ipaddr from 'ipaddr.js';

/**
 * The unit a per-address budget counts: an IPv4 address, or the /64 network of an IPv6 one (one customer
 * line gets a whole /64, so counting single IPv6 addresses would hand an attacker 2^64 budgets). An
 * IPv4-mapped IPv6 address counts as its IPv4 address; anything unparsable counts as itself.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
