import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice, hasCurrencyMarker, parseDecimal, zeroAmount } from './price';

const NBSP = '\u00a0';

describe('parseDecimal', () => {
  it.each([
    [1234.5, 1234.5],
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234.567,89', 1234567.89],
    ['1.000', 1000],
    ['1,234', 1234],
    ['0.125', 0.125],
    ['1234.567', 1234.567],
    ['-12,90', -12.9],
    ['.5', 0.5],
    [' 99,90 ', 99.9],
    [`1${NBSP}234,56`, 1234.56],
    ['0', 0],
  ])('reads %j as %d', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it.each([null, undefined, NaN, Infinity, -Infinity, '', '   ', 'abc', '12abc', '1..2', '1.234.56', '--1', '-', ',', {}, [], true])(
    'rejects %j',
    (input) => {
      expect(parseDecimal(input)).toBeNull();
    },
  );

  it('rejects bigint (prices are numbers or strings)', () => {
    expect(parseDecimal(10n)).toBeNull();
  });
});

describe('hasCurrencyMarker', () => {
  it.each(['R$ 10,00', '€5', '$3.99', 'US$ 4', 'MX$ 100', '£2', '10 BRL', 'EUR 12'])('sees a currency in %j', (text) => {
    expect(hasCurrencyMarker(text)).toBe(true);
  });

  it.each(['1234,56', 'abc', 'ABC 12', 'N/A', ''])('sees none in %j', (text) => {
    expect(hasCurrencyMarker(text)).toBe(false);
  });
});

describe('formatPrice', () => {
  it('formats br prices like Intl pt-BR, with its no-break space', () => {
    expect(formatPrice(1234.56, 'br')).toBe(`R$${NBSP}1.234,56`);
    expect(formatPrice('1234.5', 'br')).toBe(`R$${NBSP}1.234,50`);
    expect(formatPrice('1.234,56', 'br')).toBe(`R$${NBSP}1.234,56`);
    expect(formatPrice(0, 'br')).toBe(`R$${NBSP}0,00`);
    expect(formatPrice(10, 'br')).toBe(`R$${NBSP}10,00`);
  });

  it('rounds to two decimals', () => {
    expect(formatPrice(9.999, 'br')).toBe(`R$${NBSP}10,00`);
    expect(formatPrice(0.004, 'br')).toBe(`R$${NBSP}0,00`);
    expect(formatPrice(-0.001, 'us')).toBe('$0.00');
  });

  it('uses each locale’s currency and language', () => {
    expect(formatPrice(1234.56, 'us')).toBe('$1,234.56');
    expect(formatPrice(1234.56, 'mx')).toBe('$1,234.56');
    expect(formatPrice(12.5, 'it')).toBe(`12,50${NBSP}€`);
    expect(formatPrice(12.5, 'es')).toBe(`12,50${NBSP}€`);
    expect(formatPrice(1234567.5, 'it')).toBe(`1.234.567,50${NBSP}€`);
  });

  it('takes a currency override, and ignores a bad one', () => {
    expect(formatPrice(10, 'br', 'USD')).toBe(`US$${NBSP}10,00`);
    expect(formatPrice(10, 'br', 'usd')).toBe(`US$${NBSP}10,00`);
    expect(formatPrice(10, 'br', 'XX')).toBe(`R$${NBSP}10,00`);
    expect(formatPrice(10, 'br', '')).toBe(`R$${NBSP}10,00`);
  });

  it('returns already-formatted strings as they are', () => {
    for (const text of ['R$ 1.234,56', 'R$1234', '€ 12', 'US$ 9.99', 'MX$100', '£5', '99,90 BRL']) {
      expect(formatPrice(text, 'br')).toBe(text);
    }
    expect(formatPrice('$5', 'it')).toBe('$5');
  });

  it('gives the bare zero amount for non-numeric values', () => {
    for (const value of [null, undefined, NaN, '', 'abc', 'N/A', {}, Infinity]) {
      expect(formatPrice(value, 'br')).toBe('0,00');
    }
    expect(formatPrice('abc', 'it')).toBe('0,00');
    expect(formatPrice('abc', 'es')).toBe('0,00');
    expect(formatPrice('abc', 'mx')).toBe('0.00');
    expect(formatPrice(null, 'us')).toBe('0.00');
    expect(zeroAmount('br')).toBe('0,00');
  });
});

describe('formatCents', () => {
  it('formats integer minor units', () => {
    expect(formatCents(123456, 'br')).toBe(`R$${NBSP}1.234,56`);
    expect(formatCents(0, 'us')).toBe('$0.00');
    expect(formatCents(1999, 'it')).toBe(`19,99${NBSP}€`);
    expect(formatCents(500, 'br', 'EUR')).toBe(`€${NBSP}5,00`);
    expect(formatCents(-250, 'us')).toBe('-$2.50');
  });

  it('gives an empty string for an unknown price', () => {
    expect(formatCents(null, 'br')).toBe('');
    expect(formatCents(NaN, 'br')).toBe('');
    expect(formatCents(undefined as unknown as null, 'br')).toBe('');
  });
});
