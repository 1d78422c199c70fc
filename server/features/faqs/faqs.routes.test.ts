import { describe } from 'vitest';

import { contentListRouteTests } from '../../test/content-list-routes.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { useTestAppWithStaff } from '../../test/test-app-per-suite.ts';
import { unique } from '../../test/unique.ts';

describe.each(TEST_DATABASES)('faqs on %s', (dialect) => {
  contentListRouteTests(
    {
      noun: ['FAQ', 'FAQs'],
      url: '/api/faqs',
      order: 'oldest first',
      newFields: () => ({ question: unique('Pertanyaan'), answer: unique('Jawaban') }),
      listed: ({ id, question, answer }) => ({ id, question, answer }),
      create: {
        send: { question: '  Apakah bisa kontrak bulanan?  ', answer: 'Bisa.' },
        expect: { question: 'Apakah bisa kontrak bulanan?', answer: 'Bisa.' },
      },
      edit: {
        send: { question: 'Diubah?', answer: 'Ya, diubah.' },
        expect: { question: 'Diubah?', answer: 'Ya, diubah.' },
      },
      invalid: [
        [{ question: '   ', answer: 'Jawaban' }, 'Pertanyaan wajib diisi'],
        [{ answer: 'Jawaban' }, 'Pertanyaan wajib diisi'],
        [{ question: 'Pertanyaan?', answer: '' }, 'Jawaban wajib diisi'],
        [{ question: 'Pertanyaan?' }, 'Jawaban wajib diisi'],
        [{ question: 'x'.repeat(301), answer: 'Jawaban' }, 'Pertanyaan maksimal 300 karakter'],
      ],
      blankEdit: [{ question: 'Baru?', answer: ' ' }, 'Jawaban wajib diisi'],
      notFound: 'FAQ tidak ditemukan',
    },
    useTestAppWithStaff(dialect),
  );
});
