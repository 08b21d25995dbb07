import { describe, expect, it } from 'vitest';
import { cronHint } from './cron-hint';

describe('cronHint', () => {
  it.each([
    ['* * * * *', 'a cada minuto'],
    ['*/5 * * * *', 'a cada 5 minutos'],
    ['0 * * * *', 'a cada hora, em ponto'],
    ['15 * * * *', 'a cada hora, no minuto 15'],
    ['0 */6 * * *', 'a cada 6 horas, em ponto'],
    ['30 */1 * * *', 'a cada hora, no minuto 30'],
    ['0 3 * * *', 'todo dia às 03:00 UTC'],
    ['5 2 * * *', 'todo dia às 02:05 UTC'],
    ['0 4 * * 0', 'todo domingo às 04:00 UTC'],
    ['0 4 * * 7', 'todo domingo às 04:00 UTC'],
    ['0 4 * * 1', 'toda segunda-feira às 04:00 UTC'],
    ['0 4 * * 6', 'todo sábado às 04:00 UTC'],
    ['0 9 * * 1-5', 'de segunda-feira a sexta-feira às 09:00 UTC'],
    ['0 1 1 * *', 'todo dia 1 do mês às 01:00 UTC'],
    ['0 0 25 12 *', 'todo ano em 25/12 às 00:00 UTC'],
    ['@daily', 'todo dia às 00:00 UTC'],
    ['@hourly', 'a cada hora, em ponto'],
    ['0 0 3 * * *', 'todo dia às 03:00 UTC'],
  ])('reads %s as "%s"', (expression, words) => {
    expect(cronHint(expression)).toBe(words);
  });

  it.each(['', 'nonsense', '0 3,15 * * *', '0 3 * * 1,3', '*/10 3 * * *', '0 3 1 * 1', '30 0 3 * * *', '0 0 * 1-6 *'])(
    'gives null for a shape it does not read (%s), never a wrong guess',
    (expression) => {
      expect(cronHint(expression)).toBeNull();
    },
  );
});
