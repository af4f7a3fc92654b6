import { describe, expect, it } from 'vitest';
import { clientAddress, limitSubject } from './client-address';

describe('the address a per-address limit counts', () => {
  it('is an IPv4 address as it is', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9', '2001:db8:1:2:a::b'])
      expect(clientAddress(address), address).toBe(network);
    expect(clientAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the subject a limit counts', () => {
  it('is the network for a per-address rule, and the subject itself for another', () => {
    expect(limitSubject('sign_in:address', ' 2001:DB8:1:2::7 ')).toBe('2001:db8:1:2::/64');
    expect(limitSubject('otp_generate:phone', ' +919812345678 ')).toBe('+919812345678');
    expect(limitSubject('sign_in:account_address', 'Asha@Example.com@2001:db8:1:2::/64')).toBe('asha@example.com@2001:db8:1:2::/64');
  });
});
