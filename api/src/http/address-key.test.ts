import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('when the address is IPv4, then it is its own key', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('when two IPv6 addresses share a /64, then they share one key however they are written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:DB8:1:2:0:0:0:9')).toBe(key);
    expect(addressKey('[2001:db8:1:2::abcd]')).toBe(key);
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('when two IPv6 addresses differ within the first 64 bits, then their keys differ', () => {
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::2')).toBe('0:0:0:0::/64');
  });

  it('when an IPv4 address arrives mapped into IPv6, then it is keyed as the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('when the client is on the loopback interface, then 127.0.0.1, its mapped form and ::1 are one key', () => {
    expect(addressKey('127.0.0.1')).toBe('loopback');
    expect(addressKey('::ffff:127.0.0.1')).toBe('loopback');
    expect(addressKey('::1')).toBe('loopback');
    expect(addressKey('127.0.0.2')).toBe('loopback');
  });

  it('when the address is missing or not an address, then it answers the one shared key unknown', () => {
    expect(addressKey(undefined)).toBe('unknown');
    expect(addressKey('')).toBe('unknown');
    expect(addressKey('not-an-ip')).toBe('unknown');
  });
});
