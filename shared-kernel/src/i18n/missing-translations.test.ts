import { describe, expect, it } from 'vitest';
import { missingTranslations } from './missing-translations.ts';

const en = { close: 'Close', retry: 'Retry' };
const complete = { es: { close: 'Cerrar', retry: 'Reintentar' }, 'pt-br': { close: 'Fechar', retry: 'Tentar novamente' } };

describe('missingTranslations', () => {
  it('reports nothing for a language that has every key', () => {
    const result = missingTranslations({ en, ...complete });
    expect(result.es).toBeUndefined();
    expect(result['pt-br']).toBeUndefined();
  });

  it('lists, per language, the keys en has that it lacks, and leaves complete languages out', () => {
    const result = missingTranslations({ en, es: { close: 'Cerrar' }, 'pt-br': complete['pt-br'], th: {}, vi: en, 'zh-tw': en, zh: en });
    expect(result).toEqual({ es: ['retry'], th: ['close', 'retry'] });
  });

  it('counts empty and blank texts as missing, in en too', () => {
    const result = missingTranslations({ en: { close: 'Close', retry: ' ' }, es: { close: '', retry: 'Reintentar' } });
    expect(result.en).toEqual(['retry']);
    expect(result.es).toEqual(['close']);
  });

  it('counts a language that was not given as lacking every key', () => {
    expect(missingTranslations({ en }).zh).toEqual(['close', 'retry']);
  });

  it('ignores keys en does not have', () => {
    expect(missingTranslations({ en, es: { ...complete.es, extra: 'más' } }).es).toBeUndefined();
  });

  it('needs en, the reference', () => {
    expect(() => missingTranslations({ es: complete.es })).toThrow('the en bundle is the reference');
  });
});
