import { describe, expect, it } from 'vitest';
import { applyTitlePlaceholders, monthName } from './title';

const NOV = new Date('2025-11-20T12:00:00Z');

describe('applyTitlePlaceholders', () => {
  it('fills {month} and {year} in each locale’s language, capitalised', () => {
    const title = 'Top 10 {month} {year}';
    expect(applyTitlePlaceholders(title, 'br', NOV)).toBe('Top 10 Novembro 2025');
    expect(applyTitlePlaceholders(title, 'it', NOV)).toBe('Top 10 Novembre 2025');
    expect(applyTitlePlaceholders(title, 'es', NOV)).toBe('Top 10 Noviembre 2025');
    expect(applyTitlePlaceholders(title, 'mx', NOV)).toBe('Top 10 Noviembre 2025');
    expect(applyTitlePlaceholders(title, 'us', NOV)).toBe('Top 10 November 2025');
  });

  it('accepts the legacy double braces, any case and inner spaces', () => {
    expect(applyTitlePlaceholders('Melhores de {{month}} de {{year}}', 'br', NOV)).toBe('Melhores de Novembro de 2025');
    expect(applyTitlePlaceholders('{Month}/{YEAR}/{ month }/{{ year }}', 'br', NOV)).toBe('Novembro/2025/Novembro/2025');
  });

  it('replaces every occurrence', () => {
    expect(applyTitlePlaceholders('{year} {year} {month}{month}', 'us', NOV)).toBe('2025 2025 NovemberNovember');
  });

  it('leaves other braces and titles without placeholders alone', () => {
    expect(applyTitlePlaceholders('Guia {siteName} {day}', 'br', NOV)).toBe('Guia {siteName} {day}');
    expect(applyTitlePlaceholders('Melhores fones', 'br', NOV)).toBe('Melhores fones');
    expect(applyTitlePlaceholders('[month] [year]', 'br', NOV)).toBe('[month] [year]');
    expect(applyTitlePlaceholders('', 'br', NOV)).toBe('');
  });

  it('uses the UTC month at month and year boundaries', () => {
    expect(applyTitlePlaceholders('{month} {year}', 'br', new Date('2025-12-31T23:59:59Z'))).toBe('Dezembro 2025');
    expect(applyTitlePlaceholders('{month} {year}', 'br', new Date('2026-01-01T00:00:00Z'))).toBe('Janeiro 2026');
    expect(applyTitlePlaceholders('{month}', 'it', new Date('2025-03-01T00:00:00Z'))).toBe('Marzo');
  });

  it('keeps the title when the clock is invalid', () => {
    expect(applyTitlePlaceholders('{month} {year}', 'br', new Date('x'))).toBe('{month} {year}');
  });
});

describe('monthName', () => {
  it('capitalises the first letter only', () => {
    expect(monthName(new Date('2025-02-10T00:00:00Z'), 'pt-BR')).toBe('Fevereiro');
    expect(monthName(new Date('2025-02-10T00:00:00Z'), 'es-MX')).toBe('Febrero');
  });
});
