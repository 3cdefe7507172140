import { describe, expect, it } from 'vitest';
import { maskDigits, maskName } from './masks.ts';

describe('maskName', () => {
  it('shows first 2, ***, last 2 of a name longer than 4 characters', () => {
    expect(maskName('Rajesh')).toBe('Ra***sh');
    expect(maskName('abcde')).toBe('ab***de');
  });

  it('leaves a name of 4 characters or fewer unchanged', () => {
    expect(maskName('abcd')).toBe('abcd');
    expect(maskName('Li')).toBe('Li');
    expect(maskName('')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskName('😀😀ab😀😀')).toBe('😀😀***😀😀');
    expect(maskName('😀😀😀😀')).toBe('😀😀😀😀');
    expect(maskName('张伟明小红')).toBe('张伟***小红');
  });
});

describe('maskDigits', () => {
  it('shows first 2, ****, last 2 of more than 4 digits', () => {
    expect(maskDigits('9876543210')).toBe('98****10');
    expect(maskDigits('12345')).toBe('12****45');
  });

  it('leaves 4 digits or fewer unchanged', () => {
    expect(maskDigits('1234')).toBe('1234');
    expect(maskDigits('12')).toBe('12');
  });
});
