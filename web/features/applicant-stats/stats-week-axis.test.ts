import { describe, expect, it } from 'vitest';

import { weekTickLabels } from './stats-week-axis.ts';

const mondays = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => Date.parse(`${first}T00:00:00Z`) / 1000 + i * 7 * 86_400);

describe('week tick labels', () => {
  it.each([
    {
      name: 'dates every Monday as day and Indonesian month on a wide chart',
      width: 900,
      labels: [
        '31 Agu',
        '7 Sep',
        '14 Sep',
        '21 Sep',
        '28 Sep',
        '5 Okt',
        '12 Okt',
        '19 Okt',
        '26 Okt',
        '2 Nov',
        '9 Nov',
        '16 Nov',
      ],
    },
    {
      name: 'keeps every third label on a phone, counted from the newest week',
      width: 290,
      labels: ['', '', '14 Sep', '', '', '5 Okt', '', '', '26 Okt', '', '', '16 Nov'],
    },
  ])('$name', ({ width, labels }) => {
    expect(weekTickLabels(mondays('2026-08-31', 12), width)).toEqual(labels);
  });
});
