import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which addresses the server may fetch a job posting from (decision 088): never this machine, the
 * private networks, link-local (cloud metadata at 169.254.169.254), CGNAT, multicast, reserved or
 * unspecified addresses, nor IPv6 forms that carry one of those IPv4 addresses — except what the
 * POSTING_FETCH_ALLOW setting names.
 */

type Family = 'ipv4' | 'ipv6';
interface Subnet {
  address: string;
  prefix: number;
  family: Family;
}

const blockedV4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];
const blockedV6 = [
  '::/128',
  '::1/128',
  '100::/64',
  '2001:db8::/32',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
];

const blockList = new BlockList();
for (const [list, family] of [
  [blockedV4, 'ipv4'],
  [blockedV6, 'ipv6'],
] as const) {
  for (const entry of list) {
    const [address, prefix] = entry.split('/');
    blockList.addSubnet(address!, Number(prefix), family);
  }
}

/** The 8 groups of an IPv6 address, with an IPv4 tail (`::ffff:1.2.3.4`) folded in. */
function ipv6Groups(address: string): number[] {
  const text = address.split('%')[0]!.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  const hex = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
  const withoutTail = tail
    ? `${text.slice(0, tail.index)}${hex(tail[1]!, tail[2]!)}:${hex(tail[3]!, tail[4]!)}`
    : text;
  const [head, rest] = withoutTail.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const zeros =
    rest === undefined ? [] : Array(8 - headGroups.length - restGroups.length).fill('0');
  return [...headGroups, ...zeros, ...restGroups].map((group) => parseInt(group, 16));
}

/**
 * The IPv4 address an IPv6 address stands for, when it is one of the forms that reach IPv4:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(5) && (groups[5] === 0xffff || groups[5] === 0)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) {
    return v4(groups[6]!, groups[7]!);
  }
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return undefined;
}

const familyOf = (address: string): Family | undefined =>
  ({ 4: 'ipv4', 6: 'ipv6' })[isIP(address)] as Family | undefined;

/** True when the address is one no posting may be fetched from. */
export function isBlockedAddress(address: string): boolean {
  const family = familyOf(address);
  if (!family) return true;
  if (family === 'ipv6') {
    const v4 = embeddedIpv4(address);
    if (v4 !== undefined && isBlockedAddress(v4)) return true;
  }
  return blockList.check(address.split('%')[0]!, family);
}

/** What POSTING_FETCH_ALLOW lets through: whole subnets and host names. */
export interface FetchAllowList {
  subnets: Subnet[];
  hosts: string[];
}

const hostName =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function allowEntry(entry: string, context: z.RefinementCtx): Subnet | string | undefined {
  const [address = '', prefixText, ...extra] = entry.split('/');
  const family = familyOf(address);
  if (family && extra.length === 0) {
    const most = family === 'ipv4' ? 32 : 128;
    const prefix = prefixText === undefined ? most : Number(prefixText);
    if (/^\d+$/.test(prefixText ?? '0') && prefix <= most) return { address, prefix, family };
  } else if (prefixText === undefined && hostName.test(entry.toLowerCase())) {
    return entry.toLowerCase();
  }
  context.addIssue({
    code: 'custom',
    message: `"${entry}" is neither an address, a CIDR range (10.0.0.0/8, ::1/128) nor a host name`,
  });
  return undefined;
}

/** POSTING_FETCH_ALLOW: a comma-separated list of CIDR ranges, addresses and host names. */
export const fetchAllowListSchema = z
  .string()
  .optional()
  .transform((value, context): FetchAllowList => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => allowEntry(entry, context));
    return {
      subnets: entries.filter((entry): entry is Subnet => typeof entry === 'object'),
      hosts: entries.filter((entry): entry is string => typeof entry === 'string'),
    };
  });

/** The rule for one deployment: may the server connect to `address` to fetch `host`? */
export interface AddressPolicy {
  allows(host: string, address: string): boolean;
}

export function addressPolicy(allow: FetchAllowList): AddressPolicy {
  const allowed = new BlockList();
  for (const { address, prefix, family } of allow.subnets)
    allowed.addSubnet(address, prefix, family);
  const hosts = new Set(allow.hosts);
  return {
    allows(host, address) {
      const family = familyOf(address);
      if (!family) return false;
      const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
      return (
        hosts.has(bare) ||
        allowed.check(address.split('%')[0]!, family) ||
        !isBlockedAddress(address)
      );
    },
  };
}
