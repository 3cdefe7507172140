import { describe, expect, it } from 'vitest';
import { checkCpf, checkCpfCheckDigits, formatCpf } from './cpf.ts';

describe('checkCpf', () => {
  it('accepts ddd.ddd.ddd-dd', () => {
    expect(checkCpf('529.982.247-25')).toEqual({ ok: true });
    // The spec asks for the format only: wrong check digits pass here.
    expect(checkCpf('123.456.789-00')).toEqual({ ok: true });
  });

  it('rejects a cpf without its punctuation', () => {
    expect(checkCpf('52998224725')).toEqual({ ok: false, reason: 'cpf_format' });
  });

  it.each(['529.982.247.25', '529-982-247-25', '529.982.24-725', '529.982.247-2', '529.982.247-255', 'abc.def.ghi-jk', ' 529.982.247-25'])(
    'rejects %j',
    (cpf) => {
      expect(checkCpf(cpf)).toEqual({ ok: false, reason: 'cpf_format' });
    },
  );

  it('asks for a value when empty', () => {
    expect(checkCpf('')).toEqual({ ok: false, reason: 'required' });
  });
});

describe('formatCpf', () => {
  it('punctuates 11 digits, so bare digits pass checkCpf', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(checkCpf(formatCpf('52998224725'))).toEqual({ ok: true });
  });

  it('punctuates as far as the digits go, and keeps punctuated input', () => {
    expect(formatCpf('')).toBe('');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982247')).toBe('529.982.247');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('drops other characters and digits past the eleventh', () => {
    expect(formatCpf('529 982 247/25')).toBe('529.982.247-25');
    expect(formatCpf('529982247259')).toBe('529.982.247-25');
  });
});

describe('checkCpfCheckDigits', () => {
  it('accepts right check digits, punctuated or bare', () => {
    expect(checkCpfCheckDigits('529.982.247-25')).toEqual({ ok: true });
    expect(checkCpfCheckDigits('52998224725')).toEqual({ ok: true });
    expect(checkCpfCheckDigits('111.444.777-35')).toEqual({ ok: true });
    // A remainder of 10 makes the check digit 0: the first here, the second below.
    expect(checkCpfCheckDigits('000.000.006-04')).toEqual({ ok: true });
    expect(checkCpfCheckDigits('000.000.018-30')).toEqual({ ok: true });
  });

  it('rejects a wrong first or second check digit', () => {
    expect(checkCpfCheckDigits('529.982.247-35')).toEqual({ ok: false, reason: 'cpf_check_digits' });
    expect(checkCpfCheckDigits('529.982.247-24')).toEqual({ ok: false, reason: 'cpf_check_digits' });
  });

  it('rejects eleven equal digits', () => {
    expect(checkCpfCheckDigits('111.111.111-11')).toEqual({ ok: false, reason: 'cpf_check_digits' });
    expect(checkCpfCheckDigits('00000000000')).toEqual({ ok: false, reason: 'cpf_check_digits' });
  });

  it('rejects other forms and an empty value', () => {
    expect(checkCpfCheckDigits('5299822472')).toEqual({ ok: false, reason: 'cpf_format' });
    expect(checkCpfCheckDigits('529.982247-25')).toEqual({ ok: false, reason: 'cpf_format' });
    expect(checkCpfCheckDigits('')).toEqual({ ok: false, reason: 'required' });
  });
});
