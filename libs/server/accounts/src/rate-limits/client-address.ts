import { isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. One
 * subscriber gets a whole /64 and can use any address in it, so counting single IPv6 addresses would count nothing.
 */
export function clientAddress(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!isIPv6(address)) return address;
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mappedIpv4?.[1]) return mappedIpv4[1];
  return `${expandedHextets(address).slice(0, 4).join(':')}::/64`;
}

function expandedHextets(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headParts.length - tailParts.length;
  return [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts].map((part) => part.replace(/^0+(?=.)/, ''));
}

/** What a limit's key counts: the subject trimmed and in lower case, and for a per-address rule its clientAddress. */
export function limitSubject(ruleName: string, subject: string): string {
  const trimmed = subject.trim().toLowerCase();
  return ruleName.endsWith(':address') ? clientAddress(trimmed) : trimmed;
}
