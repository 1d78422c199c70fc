import { describe } from 'vitest';

import { contentListRouteTests } from '../../test/content-list-routes.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { useTestAppWithStaff } from '../../test/test-app-per-suite.ts';
import { unique } from '../../test/unique.ts';

describe.each(TEST_DATABASES)('tenants (dokumentasi) on %s', (dialect) => {
  contentListRouteTests(
    {
      noun: ['tenant', 'tenants'],
      url: '/api/dokumentasi',
      order: 'oldest first',
      newFields: () => ({ nama: unique('PT Klien') }),
      listed: ({ id, nama }) => ({ id, nama }),
      create: { send: { nama: '  Menara Kencana  ' }, expect: { nama: 'Menara Kencana' } },
      edit: { send: { nama: 'Menara Kencana Baru' }, expect: { nama: 'Menara Kencana Baru' } },
      invalid: [
        [{ nama: '' }, 'Masukkan nama terlebih dahulu!'],
        [{ nama: '    ' }, 'Masukkan nama terlebih dahulu!'],
        [{}, 'Masukkan nama terlebih dahulu!'],
        [{ nama: null }, 'Masukkan nama terlebih dahulu!'],
        [{ nama: 'x'.repeat(151) }, 'Nama maksimal 150 karakter'],
      ],
      blankEdit: [{ nama: ' ' }, 'Masukkan nama terlebih dahulu!'],
      notFound: 'Tenant tidak ditemukan',
    },
    useTestAppWithStaff(dialect),
  );
});
