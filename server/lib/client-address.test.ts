import { describe, expect, it } from 'vitest';

import { addressKey } from './client-address.ts';
import { itReturns } from '../../test-support/table-tests.ts';

describe('addressKey', () => {
  itReturns(addressKey, '%s counts as %s', [
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb::1', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:DB8:AA:BB::9', '2001:db8:aa:bb::/64'],
  ]);

  it('two addresses of one /64 share a key, neighbouring /64s do not', () => {
    expect(addressKey('2001:db8:1:2::a')).toBe(addressKey('2001:db8:1:2:ffff::b'));
    expect(addressKey('2001:db8:1:2::a')).not.toBe(addressKey('2001:db8:1:3::a'));
  });
});
