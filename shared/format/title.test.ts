import { describe, expect, it } from 'vitest';
import { applyTitlePlaceholders, monthName } from './title';

const NOV = new Date('2025-11-20T12:00:00Z');

describe('applyTitlePlaceholders', () => {
  it('fills {month} and {year} in each locale’s language, months in lower case mid-sentence as the language writes them (issue 24)', () => {
    expect(applyTitlePlaceholders('Melhores fones de {month} {year}', 'br', NOV)).toBe('Melhores fones de novembro 2025');
    expect(applyTitlePlaceholders('Migliori cuffie di {month} {year}', 'it', NOV)).toBe('Migliori cuffie di novembre 2025');
    expect(applyTitlePlaceholders('Mejores audífonos de {month} {year}', 'es', NOV)).toBe('Mejores audífonos de noviembre 2025');
    expect(applyTitlePlaceholders('Mejores audífonos de {month} {year}', 'mx', NOV)).toBe('Mejores audífonos de noviembre 2025');
    expect(applyTitlePlaceholders('Best headphones of {month} {year}', 'us', NOV)).toBe('Best headphones of November 2025');
  });

  it('capitalises the month where it starts the title or a sentence', () => {
    expect(applyTitlePlaceholders('{month}: os melhores fones', 'br', NOV)).toBe('Novembro: os melhores fones');
    expect(applyTitlePlaceholders('Guia atualizado. {month} chegou', 'br', NOV)).toBe('Guia atualizado. Novembro chegou');
    expect(applyTitlePlaceholders('¿Qué comprar? {month} {year}', 'es', NOV)).toBe('¿Qué comprar? Noviembre 2025');
  });

  it('accepts the legacy double braces, any case and inner spaces', () => {
    expect(applyTitlePlaceholders('Melhores de {{month}} de {{year}}', 'br', NOV)).toBe('Melhores de novembro de 2025');
    expect(applyTitlePlaceholders('{Month}/{YEAR}/{ month }/{{ year }}', 'br', NOV)).toBe('Novembro/2025/novembro/2025');
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
  it('writes the month as the language does mid-sentence', () => {
    expect(monthName(new Date('2025-02-10T00:00:00Z'), 'pt-BR')).toBe('fevereiro');
    expect(monthName(new Date('2025-02-10T00:00:00Z'), 'es-MX')).toBe('febrero');
    expect(monthName(new Date('2025-02-10T00:00:00Z'), 'en-US')).toBe('February');
  });
});
